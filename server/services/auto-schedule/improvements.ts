// "Improve further" (docs/decisions/039-improve-further.md): a preview's plan searched on in a worker
// thread for up to a minute. The runs live in this process's memory, like the plans of previews
// (plan-cache.ts): each better plan replaces the preview's under the same fingerprint, so Apply
// writes it by decision 008's rules, and the admin who started the run hears of it on their event
// stream. At most one run per project (a new one stops the old) and a few per process.
import { randomUUID } from 'node:crypto';
import { betterPlan } from '../../../core/scheduler/keep-improving.ts';
import type { SchedulerResult } from '../../../core/scheduler/types.ts';
import type { AutoScheduleImprove, ImproveStatus, ImproveStep } from '../../../core/schemas/auto-schedule-improve.ts';
import { ApiError } from '../../errors.ts';
import type { NotificationBus } from '../notification-bus.ts';
import type { PlanState } from './load-input.ts';
import { recallPlan, rememberPlan } from './plan-cache.ts';
import { presentPreview } from './present.ts';
import { type ImproveHandle, improveInWorker } from './runner.ts';

/** Runs searching at once in one process: each takes a core for up to a minute. */
const MAX_RUNNING = 2;
/** A finished run stays readable this long (as long as a preview's plan is kept). */
const KEEP_MS = 15 * 60_000;
const MAX_KEPT = 20;

interface Run {
  id: string;
  /** The bus of the app that started it: its events go there, and the app's close stops it. */
  bus: NotificationBus;
  projectId: string;
  adminId: string;
  state: PlanState;
  limitSeconds: number;
  startedAt: number;
  endedAt?: number;
  status: ImproveStatus;
  rounds: number;
  steps: ImproveStep[];
  best?: SchedulerResult;
  handle?: ImproveHandle;
}

const runs = new Map<string, Run>();

const running = () => [...runs.values()].filter((r) => r.status === 'running');

function forgetOld(now: number) {
  for (const [id, run] of runs) {
    if (run.status !== 'running' && now - (run.endedAt ?? now) > KEEP_MS) runs.delete(id);
  }
  // A Map iterates oldest first: drop the oldest finished runs beyond the limit.
  for (const [id, run] of runs) {
    if (runs.size <= MAX_KEPT) break;
    if (run.status !== 'running') runs.delete(id);
  }
}

function step(run: Run, result: SchedulerResult, round: number): ImproveStep {
  return {
    elapsed_ms: Date.now() - run.startedAt,
    round,
    total_weight: result.totalWeight,
    upper_bound: result.upperBound,
    breaks: result.breaks,
    breaks_lower_bound: result.breaksLowerBound,
  };
}

/** Tells the admin's open screens that the run moved on (they read it again). */
function announce(bus: NotificationBus, run: Run) {
  bus.publish(run.adminId, {
    event: 'auto_schedule_improve',
    project_id: run.projectId,
    run_id: run.id,
    status: run.status,
  });
}

function finish(bus: NotificationBus, run: Run, status: ImproveStatus) {
  if (run.status !== 'running') return;
  run.status = status;
  run.endedAt = Date.now();
  run.handle = undefined;
  announce(bus, run);
}

/**
 * Starts improving the plan of `state` (the preview's grid) for `limitSeconds`; the preview's own
 * plan, when this process still has it, is the one to beat.
 */
export function startImprovement(
  bus: NotificationBus,
  opts: { projectId: string; adminId: string; state: PlanState; limitSeconds: number },
): Run {
  const now = Date.now();
  forgetOld(now);
  // The newest ask for a project wins: its older run (another tab, another limit) stops.
  for (const old of running()) if (old.projectId === opts.projectId) cancelImprovement(bus, old);
  if (running().length >= MAX_RUNNING) {
    throw new ApiError(503, 'planning_busy', 'Other plans are being improved; try again in a minute');
  }
  const start = recallPlan(opts.projectId, opts.state.fingerprint);
  const run: Run = {
    id: randomUUID(),
    bus,
    ...opts,
    startedAt: now,
    status: 'running',
    rounds: 0,
    steps: [],
    best: start,
  };
  if (start) run.steps.push(step(run, start, 0));
  runs.set(run.id, run);
  run.handle = improveInWorker(opts.state.input, {
    limitMs: opts.limitSeconds * 1000,
    start,
    limitCost: true,
    onPlan: (result, round) => {
      if (run.status !== 'running' || !betterPlan(result, run.best)) return;
      run.best = result;
      run.steps.push(step(run, result, round));
      // Apply writes the plan kept under the preview's fingerprint: from now on, this one.
      if (betterPlan(result, recallPlan(run.projectId, run.state.fingerprint))) {
        rememberPlan(run.projectId, run.state.fingerprint, result);
      }
      announce(bus, run);
    },
    onRound: (round) => {
      if (run.status !== 'running') return;
      run.rounds = round;
      announce(bus, run);
    },
  });
  run.handle.done.then(
    ({ stop, rounds }) => {
      run.rounds = Math.max(run.rounds, rounds);
      finish(bus, run, stop);
    },
    () => finish(bus, run, 'failed'),
  );
  return run;
}

/** The project's run of that id, if this process has it. */
export function findImprovement(projectId: string, runId: string): Run | undefined {
  const run = runs.get(runId);
  return run && run.projectId === projectId ? run : undefined;
}

/** Stops a run; its best plan so far stays (and stays the one Apply writes). */
export function cancelImprovement(bus: NotificationBus, run: Run) {
  run.handle?.cancel();
  finish(bus, run, 'cancelled');
}

/** Stops every run the app of `bus` started (the server is closing: their threads end with it). */
export function stopImprovements(bus: NotificationBus) {
  for (const run of running()) if (run.bus === bus) cancelImprovement(bus, run);
}

/** A run as the API answers it. */
export function presentImprovement(run: Run): AutoScheduleImprove {
  return {
    id: run.id,
    status: run.status,
    fingerprint: run.state.fingerprint,
    limit_seconds: run.limitSeconds,
    elapsed_ms: (run.endedAt ?? Date.now()) - run.startedAt,
    rounds: run.rounds,
    steps: run.steps,
    preview: run.best ? presentPreview(run.state, run.best) : null,
  };
}
