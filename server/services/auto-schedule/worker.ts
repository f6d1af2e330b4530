// The scheduler's worker thread: plans one input per message, off the API's event loop, so the
// server keeps answering while a large project is planned.
import { parentPort, threadId } from 'node:worker_threads';
import { planSchedule } from '../../../core/scheduler/index.ts';
import type { SchedulerInput } from '../../../core/scheduler/types.ts';

parentPort?.on('message', (input: SchedulerInput) => {
  try {
    parentPort?.postMessage({ ok: true, result: planSchedule(input), threadId });
  } catch (err) {
    parentPort?.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
