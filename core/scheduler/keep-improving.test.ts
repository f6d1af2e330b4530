import { describe, expect, it } from 'vitest';
import { planViolations } from './check.ts';
import { planSchedule } from './index.ts';
import { atBounds, betterPlan, keepImproving, nextRoundWork } from './keep-improving.ts';
import type { SchedulerInput, SchedulerResult } from './types.ts';

/**
 * Two buyers who each wish both sellers, on 4 slots with one pool table: a slot holds one meeting,
 * so one seller's two meetings cannot be consecutive. Every plan has a break the bound (which sees
 * no tables) does not: no round reaches the bounds.
 */
const oneTable: SchedulerInput = {
  dates: ['2030-05-01'],
  slotsPerDay: 4,
  buyers: ['b1', 'b2'],
  sellers: ['s1', 's2'],
  wishes: [
    { buyerId: 'b1', sellerId: 's1', weight: 3 },
    { buyerId: 'b1', sellerId: 's2', weight: 3 },
    { buyerId: 'b2', sellerId: 's1', weight: 3 },
    { buyerId: 'b2', sellerId: 's2', weight: 3 },
  ],
  existing: [],
  blocked: [],
  languages: {},
  interpreters: [],
  tables: { pool: 1, fixedSellers: [], poolTaken: [] },
};

/** The same without tables: two meetings a slot, no break needed, and the bound says so. */
const noTables: SchedulerInput = { ...oneTable, tables: undefined };

/** A clock that moves `step` ms each time it is read. */
const ticking = (step: number) => {
  let t = 0;
  return () => {
    t += step;
    return t;
  };
};

const plan = (over: Partial<SchedulerResult>): SchedulerResult => ({
  meetings: [],
  totalWeight: 10,
  upperBound: 12,
  unmet: [],
  elapsedMs: 1,
  breaks: 5,
  breaksLowerBound: 2,
  maxPersonBreaks: 2,
  ...over,
});

describe('betterPlan', () => {
  it('prefers more weight, then fewer breaks, then a fairer worst day', () => {
    expect(betterPlan(plan({}), undefined)).toBe(true);
    expect(betterPlan(plan({ totalWeight: 11, breaks: 9 }), plan({}))).toBe(true);
    expect(betterPlan(plan({ breaks: 4 }), plan({}))).toBe(true);
    expect(betterPlan(plan({ maxPersonBreaks: 1 }), plan({}))).toBe(true);
    expect(betterPlan(plan({}), plan({}))).toBe(false);
    expect(betterPlan(plan({ totalWeight: 9, breaks: 0 }), plan({}))).toBe(false);
  });

  it('calls a plan at both its bounds done', () => {
    expect(atBounds(plan({ totalWeight: 12, breaks: 2 }))).toBe(true);
    expect(atBounds(plan({ totalWeight: 12 }))).toBe(false);
    expect(atBounds(plan({ breaks: 2 }))).toBe(false);
  });
});

describe('nextRoundWork', () => {
  it('grows the work fourfold while the time left allows it', () => {
    expect(nextRoundWork(1_000, 500, 50_000)).toBe(4_000);
  });

  it('shrinks the next round to the time left at this pace, with a margin', () => {
    // 1,000 of work took 1 s; 3 s are left: at most 3 s / 1.2 of work at this pace.
    expect(nextRoundWork(1_000, 1_000, 3_000)).toBe(2_500);
  });

  it('answers 0 when the next round could not have more work than this one', () => {
    expect(nextRoundWork(1_000, 1_000, 1_100)).toBe(0);
    expect(nextRoundWork(1_000, 1_000, -5)).toBe(0);
  });
});

describe('keepImproving', () => {
  it('stops at once when the plan to beat is at its bounds', () => {
    const start = planSchedule(noTables);
    expect(atBounds(start)).toBe(true);
    const found: number[] = [];
    const out = keepImproving(noTables, { limitMs: 60_000, start, onPlan: (_, r) => found.push(r) });
    expect(out).toMatchObject({ rounds: 0, stop: 'optimal' });
    expect(found).toEqual([]);
  });

  it('hands on the first round plan when there is none to beat, and stops when it reaches the bounds', () => {
    const found: SchedulerResult[] = [];
    const out = keepImproving(noTables, { limitMs: 60_000, onPlan: (p) => found.push(p) });
    expect(out.stop).toBe('optimal');
    expect(out.rounds).toBe(1);
    expect(found).toHaveLength(1);
    expect(found[0].breaks).toBe(0);
    expect(planViolations(noTables, found[0].meetings)).toEqual([]);
  });

  it('gives each round four times the work and ends when a round had more work than the whole limit', () => {
    const works: number[] = [];
    const found: SchedulerResult[] = [];
    const out = keepImproving(oneTable, {
      limitMs: 5_000,
      onPlan: (p) => found.push(p),
      onRound: (_, w) => works.push(w),
      now: ticking(1),
    });
    expect(out.stop).toBe('finished');
    expect(works).toEqual([2_000, 8_000]);
    // The first round's plan, then only better ones: never worse than the one before.
    expect(found.length).toBeGreaterThanOrEqual(1);
    for (let k = 1; k < found.length; k++) expect(betterPlan(found[k], found[k - 1])).toBe(true);
    expect(out.best?.breaks).toBe(1);
    expect(out.best?.breaksLowerBound).toBe(0);
    expect(planViolations(oneTable, out.best!.meetings)).toEqual([]);
  });

  it('gives the last round only the work that fits in the time left, at the pace of the one before', () => {
    const works: number[] = [];
    // Every reading of the clock 400 ms later: a round is read twice (its start, its end), then
    // the time left; the first round of 2,000 ms of work takes 400 ms.
    const out = keepImproving(oneTable, {
      limitMs: 3_000,
      onPlan: () => {},
      onRound: (_, w) => works.push(w),
      now: ticking(400),
    });
    expect(out.stop).toBe('finished');
    expect(works[0]).toBe(2_000);
    expect(works.every((w, k) => k === 0 || (w > works[k - 1] && w <= 4 * works[k - 1]))).toBe(true);
    expect(works.length).toBeLessThan(4);
  });

  it('never hands on a plan that is not better than the one to beat', () => {
    const start = planSchedule(oneTable);
    const found: SchedulerResult[] = [];
    keepImproving(oneTable, { limitMs: 3_000, start, onPlan: (p) => found.push(p), now: ticking(1) });
    for (const p of found) expect(betterPlan(p, start)).toBe(true);
  });
});
