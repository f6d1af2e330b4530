// Starting the app in short tasks (docs/decisions/052-starting-in-short-tasks.md): a phone that runs
// the whole start as one long task cannot answer a tap meanwhile, and Lighthouse counts every
// task over 50 ms as blocking. The start yields between its steps, and what the first screen does
// not need waits for the browser's idle moments, one piece per task.
import { useEffect, useState } from 'react';

/** Resolves in a later task, so the work after it does not lengthen the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long an idle piece waits at most when the browser is never idle (a busy page, a slow phone). */
const IDLE_WAIT_MS = 1000;

const waiting: (() => void)[] = [];
let scheduled = false;

function runNext() {
  scheduled = false;
  waiting.shift()?.();
  scheduleNext();
}

function scheduleNext() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(runNext, { timeout: IDLE_WAIT_MS });
  else setTimeout(runNext, 50);
}

/**
 * Runs `job` once the browser is idle, in a task of its own, after the jobs queued before it.
 * Returns a function that takes the job back if it has not run yet.
 */
export function whenIdle(job: () => void): () => void {
  waiting.push(job);
  scheduleNext();
  return () => {
    const at = waiting.indexOf(job);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** False until the browser's first idle moment after the component mounted (its turn in `whenIdle`), then true. */
export function useIdleTurn(): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => whenIdle(() => setTurn(true)), []);
  return turn;
}
