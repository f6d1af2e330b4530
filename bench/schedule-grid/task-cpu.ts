// The main thread's tasks between two performance marks, as Chromium's trace tells them: how long
// each kept the CPU (its thread time), beside the wall time a long-task observer sees. On a machine
// shared with other runs, a task's wall time is mostly waiting for a core; its CPU time is the
// page's own work (docs/decisions/042-windowed-grid.md).

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Categories to trace: top-level tasks (with their thread time) and the page's marks. */
export const TASK_CATEGORIES = ['toplevel', 'blink.user_timing'];

/**
 * The CPU time (ms) of the longest task, counted as thread time, and of all tasks, on the thread
 * that made the marks `from` and `to`, between them.
 */
export function taskCpu(trace: { traceEvents: TraceEvent[] }, from: string, to: string) {
  const events = trace.traceEvents;
  const start = events.find((e) => e.name === from && e.cat?.includes('blink.user_timing'));
  const end = events.find((e) => e.name === to && e.cat?.includes('blink.user_timing'));
  if (!start || !end) throw new Error(`marks ${from} and ${to} not in the trace`);
  const cpu = events
    .filter(
      (e) =>
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.ph === 'X' &&
        e.pid === start.pid &&
        e.tid === start.tid &&
        e.ts >= start.ts &&
        e.ts <= end.ts,
    )
    .map((e) => (e.tdur ?? 0) / 1000);
  return { longestMs: Math.max(0, ...cpu), totalMs: cpu.reduce((a, b) => a + b, 0) };
}
