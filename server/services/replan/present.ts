// The re-plan's answer as the API shows it (core/schemas/replan.ts): names, times and tables.
import { DEFAULT_MAX_BREAKS } from '../../../core/replan/plan.ts';
import { slotAt } from '../../../core/rules/slots.ts';
import { hhmm } from '../../../core/rules/time.ts';
import type { ReplanPreview } from '../../../core/schemas/replan.ts';
import { presentInfeasibility } from '../../presenters/plan-constraint.ts';
import type { ReplanState } from './load-state.ts';
import type { ReplanPlan } from './plan.ts';

export function presentReplan(state: ReplanState, plan: ReplanPlan): ReplanPreview {
  const { result } = plan;
  const person = (id: string) => state.people.get(id) ?? { id, full_name: '', company_name: '' };
  const view = (id: string) => {
    const row = state.rows.get(id);
    if (!row) throw new Error(`meeting ${id} is not in the state`);
    return {
      id,
      date: row.meetingDate,
      buyer: person(row.buyerId),
      seller: person(row.sellerId),
      interpreter: row.interpreterId ? person(row.interpreterId) : null,
      start_time: hhmm(row.startTime),
    };
  };
  return {
    fingerprint: state.fingerprint,
    status: result.status,
    breaks_before: result.breaksBefore,
    breaks_after: result.breaksAfter,
    lower_bound: result.lowerBound,
    max_breaks_per_person: state.input.maxBreaksPerPerson ?? DEFAULT_MAX_BREAKS,
    days: result.days.map((d) => ({
      date: d.date,
      status: d.status,
      breaks_before: d.breaksBefore,
      breaks_after: d.breaksAfter,
      lower_bound: d.lowerBound,
      reasons: d.reasons.map((r) => ({ code: r.code, meeting_id: r.meetingId })),
      ...(d.infeasibility
        ? { infeasibility: presentInfeasibility(d.infeasibility, state.people, state.settings) }
        : {}),
    })),
    moved: result.moves.map((mv, k) => ({
      ...view(mv.id),
      to_slot: mv.to,
      to_time: slotAt(state.settings, mv.to).start,
      table: plan.tables[k],
    })),
    kept: result.kept.map((k) => ({ ...view(k.id), why: k.why })),
    unplaced: result.unplaced.map((u) => ({ ...view(u.id), reason: u.code })),
  };
}
