// The preview as the admin sees it: the planner's ids turned into names and times.

import { slotAt } from '../../../core/rules/slots.ts';
import type { SchedulerResult } from '../../../core/scheduler/types.ts';
import { type AutoSchedulePreview, percentOfBound } from '../../../core/schemas/auto-schedule.ts';
import { DEFAULT_MAX_BREAKS, type Person, type PlanState } from './load-input.ts';
import { assignTables } from './tables.ts';

/** The preview answer for a plan made on `state`. */
export function presentPreview(state: PlanState, result: SchedulerResult): AutoSchedulePreview {
  const who = (id: string): Person => state.people.get(id) ?? { id, full_name: '', company_name: '' };
  const tables = assignTables(state.tables, result.meetings);
  return {
    fingerprint: state.fingerprint,
    meetings: result.meetings.map((m, k) => {
      const slot = slotAt(state.settings, m.slot);
      return {
        date: m.date,
        slot: m.slot,
        start_time: slot.start,
        end_time: slot.end,
        buyer: who(m.buyerId),
        seller: who(m.sellerId),
        interpreter: m.interpreterId ? who(m.interpreterId) : null,
        table: tables[k],
        weight: m.weight,
        fixed: m.fixed === true,
      };
    }),
    total_weight: result.totalWeight,
    upper_bound: result.upperBound,
    percent_of_bound: percentOfBound(result.totalWeight, result.upperBound),
    wished_pairs: state.input.wishes.length,
    breaks: result.breaks,
    breaks_lower_bound: result.breaksLowerBound,
    max_person_breaks: result.maxPersonBreaks,
    max_breaks_per_person: state.input.maxBreaksPerPerson ?? DEFAULT_MAX_BREAKS,
    max_meetings_per_day: state.input.projectDailyLimit ?? null,
    daily_limit_cost: result.dailyLimitCost ?? 0,
    unmet: result.unmet.map((u) => ({
      buyer: who(u.buyerId),
      seller: who(u.sellerId),
      weight: u.weight,
      reason: u.reason,
    })),
    elapsed_ms: Math.round(result.elapsedMs),
  };
}
