// The organiser's asks of the auto-schedule and the reasons they leave no plan, in the API's shape
// (docs/rules.md#fixed-meetings-and-precedences): ids turned into names, slots into times.
import { type SlotSettings, slotAt, slotNumberOf } from '../../core/rules/slots.ts';
import { hhmm } from '../../core/rules/time.ts';
import type { PlanInfeasibility } from '../../core/scheduler/types.ts';
import type { FixedMeeting, InfeasibilityReasonView, Precedence } from '../../core/schemas/plan-constraints.ts';
import type { fixedMeetings, meetingPrecedences } from '../db/schema.ts';
import { iso } from './profile.ts';

export type PersonView = { id: string; full_name: string; company_name: string };
/** Everyone an answer may name, by id; someone missing is shown by id with no name. */
export type People = Map<string, PersonView>;

const who = (people: People, id: string): PersonView => people.get(id) ?? { id, full_name: '', company_name: '' };

/** A fixed meeting with its people and its slot on the project's grid as it is now. */
export function presentFixedMeeting(
  row: typeof fixedMeetings.$inferSelect,
  people: People,
  settings: SlotSettings,
): FixedMeeting {
  const start = hhmm(row.startTime);
  const slot = slotNumberOf(settings, start);
  return {
    id: row.id,
    buyer: who(people, row.buyerId),
    seller: who(people, row.sellerId),
    date: row.meetingDate,
    slot,
    start_time: start,
    end_time: slot === null ? null : slotAt(settings, slot).end,
    created_at: iso(row.createdAt),
  };
}

/** A precedence with the people of both meetings. */
export function presentPrecedence(row: typeof meetingPrecedences.$inferSelect, people: People): Precedence {
  return {
    id: row.id,
    before: { buyer: who(people, row.beforeBuyerId), seller: who(people, row.beforeSellerId) },
    after: { buyer: who(people, row.afterBuyerId), seller: who(people, row.afterSellerId) },
    created_at: iso(row.createdAt),
  };
}

/** The planner's reasons with names and times, for `details.reasons` of a 422 plan_infeasible. */
export function presentInfeasibility(
  reasons: PlanInfeasibility[],
  people: People,
  settings: SlotSettings,
): InfeasibilityReasonView[] {
  return reasons.map((r) => ({
    code: r.code,
    people: r.people.map((id) => who(people, id)),
    meetings: r.meetings.map((m) => ({
      buyer: who(people, m.buyerId),
      seller: who(people, m.sellerId),
      date: m.date,
      // A fixed time that is no longer a slot of the day has no start on the grid.
      start_time: m.slot === null || m.slot < 1 ? null : slotAt(settings, m.slot).start,
      fixed: m.fixed,
    })),
    slots: r.slots
      .filter((s) => s.slot >= 1)
      .map((s) => {
        const slot = slotAt(settings, s.slot);
        return { date: s.date, start_time: slot.start, end_time: slot.end };
      }),
    ...(r.counts ? { counts: r.counts } : {}),
  }));
}
