// The scheduler's worker thread: plans one input per message, off the API's event loop, so the
// server keeps answering while a large project is planned.
import { parentPort, threadId } from 'node:worker_threads';
import { dailyLimitCost, planSchedule } from '../../../core/scheduler/index.ts';
import type { SchedulerInput } from '../../../core/scheduler/types.ts';

parentPort?.on('message', ({ input, limitCost }: { input: SchedulerInput; limitCost?: boolean }) => {
  try {
    const result = planSchedule(input);
    // The preview says what the project's daily maximum cost: a second plan without it.
    if (limitCost) result.dailyLimitCost = dailyLimitCost(input, result);
    parentPort?.postMessage({ ok: true, result, threadId });
  } catch (err) {
    parentPort?.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
