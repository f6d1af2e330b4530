// Runs the scheduler in a worker thread (so the API keeps answering while it plans). One
// short-lived worker per plan: a crash or a runaway plan ends with its thread, never the server's.
import { Worker } from 'node:worker_threads';
import type { SchedulerInput, SchedulerResult } from '../../../core/scheduler/types.ts';
import { ApiError } from '../../errors.ts';

// Node runs the TypeScript worker itself (type stripping), in the server and under Vitest alike.
const ENTRY = new URL('./worker.ts', import.meta.url);
/** A plan that takes longer than this is given up (the scheduler's own budget is far below it). */
const PLAN_TIMEOUT_MS = 120_000;

/**
 * Plans `input` in a new worker thread; answers the result and the id of the thread that planned it.
 * `limitCost` also measures what the project's daily maximum cost (`dailyLimitCost`, one more plan).
 */
export function planInWorker(
  input: SchedulerInput,
  timeoutMs = PLAN_TIMEOUT_MS,
  options: { limitCost?: boolean } = {},
): Promise<{ result: SchedulerResult; threadId: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY);
    const failed = (message: string) => new ApiError(503, 'planning_failed', message);
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(failed('Planning took too long'));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (msg: { ok: boolean; result?: SchedulerResult; threadId?: number; error?: string }) => {
      done();
      if (msg.ok && msg.result) resolve({ result: msg.result, threadId: msg.threadId ?? -1 });
      else reject(failed(`Planning failed: ${msg.error ?? 'unknown error'}`));
    });
    worker.once('error', (err) => {
      done();
      reject(failed(`Planning failed: ${err.message}`));
    });
    worker.postMessage({ input, limitCost: options.limitCost ?? false });
  });
}
