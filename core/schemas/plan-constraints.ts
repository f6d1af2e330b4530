// What an organiser asks of the auto-schedule beyond wishes (docs/rules.md#fixed-meetings-and-precedences):
// meetings fixed to a slot, one meeting before another, and the reasons a preview gives when they
// leave no plan (422 plan_infeasible).
import { z } from 'zod';

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });

/** A buyer and a seller: the meeting of that pair. */
const pairInput = z.strictObject({ buyer_id: z.uuid(), seller_id: z.uuid() });

/** POST /api/projects/:id/fixed-meetings: this pair meets at this slot of this day. */
export const fixedMeetingCreateSchema = pairInput.extend({
  date: z.iso.date(),
  slot_number: z.number().int().min(1).max(50),
});
export type FixedMeetingInput = z.input<typeof fixedMeetingCreateSchema>;

/** POST /api/projects/:id/precedences: the meeting of `before` comes before that of `after`. */
export const precedenceCreateSchema = z
  .strictObject({ before: pairInput, after: pairInput })
  .refine((b) => b.before.buyer_id !== b.after.buyer_id || b.before.seller_id !== b.after.seller_id, {
    message: 'same_meeting_twice',
    path: ['after'],
  });
export type PrecedenceInput = z.input<typeof precedenceCreateSchema>;

export const fixedMeetingParams = z.strictObject({ id: z.uuid(), fixedId: z.uuid() });
export const precedenceParams = z.strictObject({ id: z.uuid(), precedenceId: z.uuid() });

export const fixedMeetingSchema = z.object({
  id: z.uuid(),
  buyer: person,
  seller: person,
  date: z.string(),
  /** The slot it is fixed to; null when the project's slots changed and its time is no longer one. */
  slot: z.number().int().nullable(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  created_at: z.string(),
});
export type FixedMeeting = z.infer<typeof fixedMeetingSchema>;

const pairView = z.object({ buyer: person, seller: person });
export const precedenceSchema = z.object({
  id: z.uuid(),
  before: pairView,
  after: pairView,
  created_at: z.string(),
});
export type Precedence = z.infer<typeof precedenceSchema>;

/** GET /api/projects/:id/plan-constraints: everything the organiser asked of the project's plan. */
export const planConstraintsSchema = z.object({
  fixed_meetings: z.array(fixedMeetingSchema),
  precedences: z.array(precedenceSchema),
});
export type PlanConstraints = z.infer<typeof planConstraintsSchema>;

/**
 * One reason why there is no plan (the `details.reasons` of a 422 plan_infeasible): a code
 * (core/scheduler/asks.ts, core/placement/infeasibility.ts) and the people, meetings and slots it
 * is about. A meeting without a date is one only asked an order of, not yet planned.
 */
export const infeasibilityReasonSchema = z.object({
  code: z.string(),
  people: z.array(person),
  meetings: z.array(
    z.object({
      buyer: person,
      seller: person,
      date: z.string().nullable(),
      start_time: z.string().nullable(),
      /** Fixed by the organiser (true) or already booked (false). */
      fixed: z.boolean(),
    }),
  ),
  slots: z.array(z.object({ date: z.string(), start_time: z.string(), end_time: z.string() })),
  counts: z.record(z.string(), z.number()).optional(),
});
export type InfeasibilityReasonView = z.infer<typeof infeasibilityReasonSchema>;
