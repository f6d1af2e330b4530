// The scheduler's worker thread: plans one input per message, off the API's event loop, so the
// server keeps answering while a large project is planned. With `improve`, it keeps planning with
// more work for compact days (core/scheduler/keep-improving.ts) and posts each better plan as found.
import { parentPort, threadId } from 'node:worker_threads';
import { dailyLimitCost, planSchedule } from '../../../core/scheduler/index.ts';
import { keepImproving } from '../../../core/scheduler/keep-improving.ts';
import type { SchedulerInput, SchedulerResult } from '../../../core/scheduler/types.ts';

interface PlanMessage {
  input: SchedulerInput;
  limitCost?: boolean;
  improve?: { limitMs: number; start?: SchedulerResult };
}

parentPort?.on('message', ({ input, limitCost, improve }: PlanMessage) => {
  try {
    if (improve) {
      // What the daily maximum cost is the same for every round's weight: measured once.
      let cost = improve.start?.dailyLimitCost;
      const outcome = keepImproving(input, {
        limitMs: improve.limitMs,
        start: improve.start,
        onPlan: (result, round) => {
          if (limitCost && cost === undefined) cost = dailyLimitCost(input, result);
          result.dailyLimitCost = cost;
          parentPort?.postMessage({ kind: 'plan', result, round });
        },
        onRound: (round, workMs) => parentPort?.postMessage({ kind: 'round', round, workMs }),
      });
      parentPort?.postMessage({ ok: true, kind: 'done', stop: outcome.stop, rounds: outcome.rounds, threadId });
      return;
    }
    const result = planSchedule(input);
    // The preview says what the project's daily maximum cost: a second plan without it.
    if (limitCost) result.dailyLimitCost = dailyLimitCost(input, result);
    parentPort?.postMessage({ ok: true, result, threadId });
  } catch (err) {
    parentPort?.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
