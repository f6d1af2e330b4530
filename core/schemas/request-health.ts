// Request health (docs/rules.md#report): how a project's meeting requests are faring, for its
// organiser on the report and the admin dashboard, and the answer of "Nudge now".
import { z } from 'zod';
import { DECLINE_REASON_KEYS } from '../rules/request-health.ts';

export { ACCEPTANCE_TARGET, DECLINE_REASON_KEYS } from '../rules/request-health.ts';

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });

export const requestHealthSchema = z.object({
  /** The project's requests by status. */
  requests: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    cancelled: z.number().int(),
    expired: z.number().int(),
  }),
  /** Approved of answered (approved or declined); null before any answer. */
  acceptance_rate: z.number().min(0).max(1).nullable(),
  /** The median time from sending to an answer, in seconds, of the answered requests that record when. */
  median_answer_seconds: z.number().nullable(),
  /** Pending requests sent over REQUEST_NUDGE_HOURS ago: how many, whose answer they wait for, how many "Nudge now" would remind of. */
  waiting: z.object({
    requests: z.number().int(),
    people: z.number().int(),
    nudgeable: z.number().int(),
  }),
  decline_reasons: z.record(z.enum(DECLINE_REASON_KEYS), z.number().int()),
  /** The project's maximum of meetings per person and day; null without one. */
  max_meetings_per_day: z.number().int().nullable(),
  /** Buyers and sellers with more meetings that count on a day than the maximum (most first). */
  over_daily_max: z.array(
    person.extend({ role: z.enum(['buyer', 'seller']), day: z.string(), meetings: z.number().int() }),
  ),
});
export type RequestHealth = z.infer<typeof requestHealthSchema>;

/** GET /api/dashboard/request-health: the health of each active project. */
export const projectRequestHealthSchema = z.object({
  project: z.object({ id: z.uuid(), name: z.string(), start_date: z.string(), end_date: z.string() }),
  health: requestHealthSchema,
});
export type ProjectRequestHealth = z.infer<typeof projectRequestHealthSchema>;

/** POST /api/projects/:id/request-health/nudge: the people nudged and the requests they were reminded of. */
export const nudgeResultSchema = z.object({ people: z.number().int(), requests: z.number().int() });
export type NudgeResult = z.infer<typeof nudgeResultSchema>;
