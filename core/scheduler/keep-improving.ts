// "Improve further" (docs/decisions/039-improve-further.md): the scheduler planned again in rounds,
// each round giving compact days' placement solver four times the work of the one before, until the plan
// reaches its bounds or the time is up. A round's plan is whole and made the same way as a preview's
// (its work is counted, not timed), so every plan handed on can be applied as it stands; the best
// one so far is handed on as soon as a round finds it.
import { planSchedule } from './index.ts';
import type { SchedulerInput, SchedulerResult } from './types.ts';

/**
 * Why the rounds stopped: the plan reached its bounds (nothing left to gain), or more rounds would
 * not end in time or could not change the plan (see keepImproving).
 */
export type ImproveStop = 'optimal' | 'finished';

export interface ImproveOptions {
  /** Wall-clock milliseconds all rounds may take together (a round is not started that cannot end in time). */
  limitMs: number;
  /** The plan to beat (the preview's), if any; a round's plan is handed on only when it is better. */
  start?: SchedulerResult;
  /** Compact days' work in the first round, in the placement solver's ms (default 4 x the preview's). */
  firstWorkMs?: number;
  /** Each plan better than every one before it, with the round that found it (from 1). */
  onPlan: (plan: SchedulerResult, round: number) => void;
  /** After each round, found something or not. */
  onRound?: (round: number, workMs: number) => void;
  /** The clock, in ms (performance.now by default; tests pass their own). */
  now?: () => number;
}

export interface ImproveOutcome {
  best: SchedulerResult | undefined;
  rounds: number;
  stop: ImproveStop;
}

/** Compact days' work of a preview when the input names none (as compactDays reads it). */
const PREVIEW_WORK_MS = 500;
/** A round is started only when, at the last round's pace, it ends before the limit with this margin. */
const PACE_MARGIN = 1.2;
/**
 * Each round has this many times the work of the one before (at most). A round starts afresh, so
 * the final plan is that of the last round alone: growing by 4 leaves it about three quarters of
 * all the work done, where doubling left it half (docs/decisions/039-improve-further.md).
 */
const GROWTH = 4;

/**
 * The work of the next round after one of `work` that took `tookMs`, with `leftMs` of the limit
 * left: GROWTH times more, or what fits in the time left at this round's pace; 0 when that is no
 * more than this round had (it would find the same plan again).
 */
export function nextRoundWork(work: number, tookMs: number, leftMs: number): number {
  const next = Math.min(GROWTH * work, Math.floor((work * leftMs) / (Math.max(1, tookMs) * PACE_MARGIN)));
  return next > work ? next : 0;
}

/** Better plans carry more wished weight; at equal weight, fewer breaks; then a fairer worst day. */
export function betterPlan(a: SchedulerResult, b: SchedulerResult | undefined): boolean {
  if (!b) return true;
  if (a.totalWeight !== b.totalWeight) return a.totalWeight > b.totalWeight;
  if (a.breaks !== b.breaks) return a.breaks < b.breaks;
  return a.maxPersonBreaks < b.maxPersonBreaks;
}

/** Nothing left to gain: the weight at its upper bound and the breaks at their lower bound. */
export function atBounds(r: SchedulerResult): boolean {
  return r.totalWeight >= r.upperBound && r.breaks <= r.breaksLowerBound;
}

/** Plans `input` again and again with more work for compact days, handing on each better plan. */
export function keepImproving(input: SchedulerInput, options: ImproveOptions): ImproveOutcome {
  const now = options.now ?? (() => performance.now());
  const started = now();
  let best = options.start;
  let work = options.firstWorkMs ?? 4 * (input.compactTimeBudgetMs ?? PREVIEW_WORK_MS);
  let rounds = 0;
  if (best && atBounds(best)) return { best, rounds, stop: 'optimal' };
  for (;;) {
    const roundStart = now();
    const plan = planSchedule({ ...input, compactTimeBudgetMs: work });
    rounds++;
    // The organiser's asks leave no plan (the preview said why): nothing to improve.
    if (plan.infeasibility?.length) return { best, rounds, stop: 'finished' };
    if (betterPlan(plan, best)) {
      best = plan;
      options.onPlan(plan, rounds);
    }
    options.onRound?.(rounds, work);
    if (best && atBounds(best)) return { best, rounds, stop: 'optimal' };
    // A round's time grows with its work, so the next one is as big as fits in the time left at
    // this round's pace (nextRoundWork). Work is counted in the solver's ms: a round with more than
    // the whole limit could not use it in time, and when it ends sooner its solver had settled
    // every day before spending it, so more would change nothing either.
    const next = nextRoundWork(work, now() - roundStart, options.limitMs - (now() - started));
    if (next === 0 || work > options.limitMs) return { best, rounds, stop: 'finished' };
    work = next;
  }
}
