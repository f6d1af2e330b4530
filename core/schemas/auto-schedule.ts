// The admin's Auto-schedule (docs/decisions/008-auto-schedule-apply.md): a preview of what the
// scheduler proposes for a project, and applying it. The preview carries a fingerprint of the grid
// it planned on, so applying can tell whether anything changed meanwhile.
import { z } from 'zod';
import { UNMET_REASONS } from '../scheduler/types.ts';

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });

export const proposedMeetingSchema = z.object({
  date: z.string(),
  slot: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  buyer: person,
  seller: person,
  interpreter: person.nullable(),
  /** The table it will sit at (docs/rules.md#tables); null in a project without tables. */
  table: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  weight: z.number(),
  /** Fixed by the organiser at this time (docs/rules.md#fixed-meetings-and-precedences). */
  fixed: z.boolean(),
});
export type ProposedMeetingView = z.infer<typeof proposedMeetingSchema>;

export const unmetWishSchema = z.object({
  buyer: person,
  seller: person,
  weight: z.number(),
  reason: z.enum(UNMET_REASONS),
});
export type UnmetWishView = z.infer<typeof unmetWishSchema>;

/** POST /api/projects/:id/auto-schedule/preview. */
export const autoSchedulePreviewSchema = z.object({
  fingerprint: z.string(),
  meetings: z.array(proposedMeetingSchema),
  total_weight: z.number(),
  upper_bound: z.number(),
  /** total_weight as a percentage of upper_bound, one decimal; 100 when nothing could be gained. */
  percent_of_bound: z.number(),
  /** Buyer-seller pairs with a wish (or a pending request) that have not met yet. */
  wished_pairs: z.number().int(),
  /** Idle gaps between two consecutive meetings of a person on a day, kept meetings included. */
  breaks: z.number().int(),
  /** No placement of these meetings on these days has fewer breaks. */
  breaks_lower_bound: z.number().int(),
  /** The most breaks one person has on one day. */
  max_person_breaks: z.number().int(),
  /** The fairness limit the plan was made with. */
  max_breaks_per_person: z.number().int(),
  /** The project's maximum of meetings per buyer and seller on a day (docs/rules.md#request-hygiene); null: none. */
  max_meetings_per_day: z.number().int().nullable(),
  /** How many more meetings a plan without that maximum found; 0 when it held nobody back. */
  daily_limit_cost: z.number().int(),
  unmet: z.array(unmetWishSchema),
  elapsed_ms: z.number(),
});
export type AutoSchedulePreview = z.infer<typeof autoSchedulePreviewSchema>;

/**
 * Fairness of compact days: no person gets more than this many breaks on a day where the day
 * allows it (absent: 2, docs/decisions/023-compact-days.md).
 */
export const maxBreaksPerPerson = z.number().int().min(0).max(10).optional();

/** POST /api/projects/:id/auto-schedule/preview: how to plan; no body plans with the defaults. */
export const autoSchedulePlanSchema = z.strictObject({ max_breaks_per_person: maxBreaksPerPerson }).nullish();
export type AutoSchedulePlan = z.infer<typeof autoSchedulePlanSchema>;

/** POST /api/projects/:id/auto-schedule/apply: the fingerprint of the preview being applied, planned the same way. */
export const autoScheduleApplySchema = z.strictObject({
  fingerprint: z.string().min(1).max(200),
  max_breaks_per_person: maxBreaksPerPerson,
});
export type AutoScheduleApply = z.infer<typeof autoScheduleApplySchema>;

export const autoScheduleAppliedSchema = z.object({
  /** Meetings written. */
  created: z.number().int(),
  /** The grid had changed since the preview, so the schedule was planned again before writing. */
  replanned: z.boolean(),
  total_weight: z.number(),
});
export type AutoScheduleApplied = z.infer<typeof autoScheduleAppliedSchema>;

/** The percentage of the bound a total reaches, one decimal; 100 when the bound is 0. */
export function percentOfBound(total: number, bound: number): number {
  if (bound <= 0) return 100;
  return Math.round((total / bound) * 1000) / 10;
}
