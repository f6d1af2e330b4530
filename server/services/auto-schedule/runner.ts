// Runs the scheduler in a worker thread (so the API keeps answering while it plans). One
// short-lived worker per plan: a crash or a runaway plan ends with its thread, never the server's.
import { Worker } from 'node:worker_threads';
import type { ImproveStop } from '../../../core/scheduler/keep-improving.ts';
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

/** A round may overrun the limit it was planned to keep (a slower machine): it is stopped this much later. */
const IMPROVE_GRACE_MS = 5_000;

export interface ImproveHandle {
  /** Stops the search at once (its thread ends); the plans handed on so far stay the caller's. */
  cancel(): void;
  /** Settles when the search ends: why it stopped and after how many whole rounds. */
  done: Promise<{ stop: ImproveStop | 'cancelled'; rounds: number }>;
}

/**
 * Keeps improving the plan of `input` in a new worker thread for at most `limitMs`
 * (core/scheduler/keep-improving.ts), handing on each better plan as the worker finds it. A round
 * still running at the limit is stopped and the best plan so far stands; a crash rejects with
 * 503 planning_failed.
 */
export function improveInWorker(
  input: SchedulerInput,
  options: {
    limitMs: number;
    start?: SchedulerResult;
    limitCost?: boolean;
    onPlan: (result: SchedulerResult, round: number) => void;
    onRound?: (round: number) => void;
  },
): ImproveHandle {
  const worker = new Worker(ENTRY);
  let rounds = 0;
  let settle: (value: { stop: ImproveStop | 'cancelled'; rounds: number }) => void = () => {};
  let fail: (err: Error) => void = () => {};
  const done = new Promise<{ stop: ImproveStop | 'cancelled'; rounds: number }>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  let over = false;
  const end = () => {
    over = true;
    clearTimeout(timer);
    void worker.terminate();
  };
  const timer = setTimeout(() => {
    end();
    settle({ stop: 'finished', rounds });
  }, options.limitMs + IMPROVE_GRACE_MS);
  worker.on(
    'message',
    (msg: {
      kind?: string;
      ok?: boolean;
      result?: SchedulerResult;
      round?: number;
      stop?: ImproveStop;
      error?: string;
    }) => {
      if (over) return;
      if (msg.kind === 'plan' && msg.result) options.onPlan(msg.result, msg.round ?? rounds + 1);
      else if (msg.kind === 'round') {
        rounds = msg.round ?? rounds + 1;
        options.onRound?.(rounds);
      } else if (msg.kind === 'done' && msg.ok) {
        end();
        settle({ stop: msg.stop ?? 'finished', rounds });
      } else if (msg.ok === false) {
        end();
        fail(new ApiError(503, 'planning_failed', `Planning failed: ${msg.error ?? 'unknown error'}`));
      }
    },
  );
  worker.once('error', (err) => {
    if (over) return;
    end();
    fail(new ApiError(503, 'planning_failed', `Planning failed: ${err.message}`));
  });
  worker.postMessage({
    input,
    limitCost: options.limitCost ?? false,
    improve: { limitMs: options.limitMs, start: options.start },
  });
  return {
    cancel: () => {
      if (over) return;
      end();
      settle({ stop: 'cancelled', rounds });
    },
    done,
  };
}
