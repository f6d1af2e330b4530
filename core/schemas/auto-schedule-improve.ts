// "Improve further" on the admin's Auto-schedule (docs/decisions/039-improve-further.md): the
// preview's plan searched on for up to a minute in the server's worker, each better plan shown with
// its bounds and the gap left, and applied like the preview (same fingerprint).
import { z } from 'zod';
import { autoSchedulePreviewSchema, maxBreaksPerPerson } from './auto-schedule.ts';

/** The longest an improvement may run, in seconds. */
export const IMPROVE_MAX_SECONDS = 60;
/** The shortest, in seconds (less would seldom finish one round more than the preview's). */
export const IMPROVE_MIN_SECONDS = 5;

/**
 * Where an improvement stands: still searching; stopped because the plan reached its bounds
 * (nothing left to gain), finished (its time was up, or more work could not change the plan),
 * cancelled by the admin, or failed.
 */
export const IMPROVE_STATUSES = ['running', 'optimal', 'finished', 'cancelled', 'failed'] as const;
export type ImproveStatus = (typeof IMPROVE_STATUSES)[number];

/** POST /api/projects/:id/auto-schedule/improve: the preview to improve, planned the same way. */
export const autoScheduleImproveStartSchema = z.strictObject({
  fingerprint: z.string().min(1).max(200),
  max_breaks_per_person: maxBreaksPerPerson,
  seconds: z.number().int().min(IMPROVE_MIN_SECONDS).max(IMPROVE_MAX_SECONDS).optional(),
});
export type AutoScheduleImproveStart = z.infer<typeof autoScheduleImproveStartSchema>;

/** The path of one improvement. */
export const improveRunParams = z.object({ id: z.uuid(), runId: z.uuid() });

/** A better plan, when it was found: its weight and breaks with their bounds. */
export const improveStepSchema = z.object({
  elapsed_ms: z.number(),
  /** The round that found it (each round gives compact days four times the work of the one before). */
  round: z.number().int(),
  total_weight: z.number(),
  upper_bound: z.number(),
  breaks: z.number().int(),
  breaks_lower_bound: z.number().int(),
});
export type ImproveStep = z.infer<typeof improveStepSchema>;

/** An improvement as it stands. */
export const autoScheduleImproveSchema = z.object({
  id: z.uuid(),
  status: z.enum(IMPROVE_STATUSES),
  /** The grid it plans on: the preview's, so Apply with it writes the best plan found. */
  fingerprint: z.string(),
  limit_seconds: z.number().int(),
  elapsed_ms: z.number(),
  /** Rounds finished so far. */
  rounds: z.number().int(),
  /** Each plan better than the ones before, oldest first (the preview's plan first when known). */
  steps: z.array(improveStepSchema),
  /** The best plan so far, as the preview shows it; null until one is known. */
  preview: autoSchedulePreviewSchema.nullable(),
});
export type AutoScheduleImprove = z.infer<typeof autoScheduleImproveSchema>;

/** Breaks above their lower bound: how many a better placement could still save at most. */
export function breaksGap(step: { breaks: number; breaks_lower_bound: number }): number {
  return Math.max(0, step.breaks - step.breaks_lower_bound);
}
