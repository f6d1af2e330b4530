// Re-planning agreed meetings for fewer breaks (docs/rules.md#re-planning-for-fewer-breaks): a preview
// of the moves with the breaks now, after and their bound, and applying it on the state it was made on.
import { z } from 'zod';
import { maxBreaksPerPerson } from './auto-schedule.ts';
import { infeasibilityReasonSchema } from './plan-constraints.ts';

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });
const table = z.object({ id: z.uuid(), name: z.string() }).nullable();
const status = z.enum(['feasible', 'infeasible', 'unknown']);
export const REPLAN_REASONS = ['no_free_slot', 'tables_full', 'no_placement', 'not_found'] as const;
export const KEEP_REASONS = ['confirmed', 'kept', 'fixed', 'begun', 'rules'] as const;

/** POST /api/projects/:id/replan/preview: which days (absent: all) and which meetings stay. */
export const replanPlanSchema = z
  .strictObject({
    dates: z.array(z.iso.date()).min(1).max(366).optional(),
    keep_ids: z.array(z.uuid()).max(5000).optional(),
    max_breaks_per_person: maxBreaksPerPerson,
  })
  .nullish();
export type ReplanPlan = z.infer<typeof replanPlanSchema>;

/** POST /api/projects/:id/replan/apply: the preview's fingerprint and the same choice. */
export const replanApplySchema = z.strictObject({
  fingerprint: z.string().min(1).max(200),
  dates: z.array(z.iso.date()).min(1).max(366).optional(),
  keep_ids: z.array(z.uuid()).max(5000).optional(),
  max_breaks_per_person: maxBreaksPerPerson,
});
export type ReplanApply = z.infer<typeof replanApplySchema>;

const meetingView = z.object({
  id: z.uuid(),
  date: z.string(),
  buyer: person,
  seller: person,
  /** Moves with the meeting, like the buyer and the seller. */
  interpreter: person.nullable(),
  /** 'HH:MM' where it is now. */
  start_time: z.string(),
});

export const replanPreviewSchema = z.object({
  fingerprint: z.string(),
  status,
  breaks_before: z.number().int(),
  breaks_after: z.number().int(),
  /** No placement within the fairness limit has fewer breaks. */
  lower_bound: z.number().int(),
  max_breaks_per_person: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      status,
      breaks_before: z.number().int(),
      breaks_after: z.number().int(),
      lower_bound: z.number().int(),
      reasons: z.array(z.object({ code: z.enum(REPLAN_REASONS), meeting_id: z.uuid().nullable() })),
      /** When the day has no placement: the proof, naming people, meetings and slots (as a 422 plan_infeasible's). */
      infeasibility: z.array(infeasibilityReasonSchema).optional(),
    }),
  ),
  moved: z.array(meetingView.extend({ to_time: z.string(), to_slot: z.number().int(), table })),
  kept: z.array(meetingView.extend({ why: z.enum(KEEP_REASONS) })),
  unplaced: z.array(meetingView.extend({ reason: z.enum(REPLAN_REASONS) })),
});
export type ReplanPreview = z.infer<typeof replanPreviewSchema>;

export const replanAppliedSchema = z.object({
  moved: z.number().int(),
  breaks_before: z.number().int(),
  breaks_after: z.number().int(),
});
export type ReplanApplied = z.infer<typeof replanAppliedSchema>;
