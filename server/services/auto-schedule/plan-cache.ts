// Plans kept briefly by project and fingerprint, so Apply writes exactly what the preview showed
// when the grid has not changed. Another server instance (or a restart) simply plans again on the
// same state.
import type { SchedulerResult } from '../../../core/scheduler/types.ts';

const TTL_MS = 15 * 60_000;
const MAX_ENTRIES = 20;
const plans = new Map<string, { result: SchedulerResult; at: number }>();

/** Keeps `result` as the plan of the project on the state of `fingerprint`. */
export function rememberPlan(projectId: string, fingerprint: string, result: SchedulerResult) {
  plans.delete(`${projectId}:${fingerprint}`);
  plans.set(`${projectId}:${fingerprint}`, { result, at: Date.now() });
  // A Map iterates oldest first: drop the oldest beyond the limit.
  while (plans.size > MAX_ENTRIES) plans.delete(plans.keys().next().value as string);
}

/** The plan kept for the project on the state of `fingerprint`, if fresh. */
export function recallPlan(projectId: string, fingerprint: string): SchedulerResult | undefined {
  const entry = plans.get(`${projectId}:${fingerprint}`);
  if (!entry || Date.now() - entry.at > TTL_MS) return undefined;
  return entry.result;
}
