// The checker catches every rule broken; on random small instances the solver's plans pass it, its
// lower bound is never above the optimum of a plain exhaustive search (test-instances.ts), and instances
// without a valid plan are reported infeasible.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prove } from './bound.ts';
import { checkPlacement } from './check.ts';
import { compile } from './model.ts';
import { satAscend } from './sat/search.ts';
import { solvePlacement } from './solve.ts';
import { bruteForce, randomInstance, seeded, tiny } from './test-instances.ts';
import type { PlacementInstance } from './types.ts';

const base: PlacementInstance = {
  people: ['a', 'b', 'c', 'd'],
  meetings: [
    { a: 'a', b: 'b' },
    { a: 'a', b: 'c', allowed: [0, 1, 2] },
    { a: 'c', b: 'd', fixed: 3 },
    { a: 'b', b: 'd' },
  ],
  slots: 5,
  tables: 2,
  forbidden: { d: [0] },
  precedences: [[0, 3]],
};

describe('checkPlacement', () => {
  it('accepts a valid plan and counts breaks once per gap', () => {
    const r = checkPlacement(base, [0, 1, 3, 4], 1);
    expect(r.violations).toEqual([]);
    // a: 0,1; b: 0,4 (one break); c: 1,3 (one break); d: 3,4.
    expect(r.breaksPerPerson).toEqual({ a: 0, b: 1, c: 1, d: 0 });
    expect(r.breaks).toBe(2);
    expect(r.spread).toBe(1);
    expect(r.fairnessHolds).toBe(true);
  });
  it('counts a long gap once and several gaps each', () => {
    const inst: PlacementInstance = {
      people: ['x', 'y', 'z', 'w'],
      meetings: [
        { a: 'x', b: 'y' },
        { a: 'x', b: 'z' },
        { a: 'x', b: 'w' },
      ],
      slots: 9,
      tables: 1,
    };
    expect(checkPlacement(inst, [0, 5, 8]).breaksPerPerson.x).toBe(2);
    expect(checkPlacement(inst, [0, 1, 8]).breaksPerPerson.x).toBe(1);
    expect(checkPlacement(inst, [2, 3, 4]).breaks).toBe(0);
  });
  it("counts a third person's slots and breaks and holds them to their absences and other meetings", () => {
    const inst: PlacementInstance = {
      people: ['x', 'y', 'z', 'i'],
      meetings: [
        { a: 'x', b: 'y', third: 'i' },
        { a: 'x', b: 'z' },
        { a: 'z', b: 'y', third: 'i' },
      ],
      slots: 4,
      tables: 2,
      forbidden: { i: [3] },
    };
    expect(checkPlacement(inst, [0, 1, 2]).breaksPerPerson).toEqual({ x: 0, y: 1, z: 0, i: 1 });
    expect(checkPlacement(inst, [0, 1, 3]).violations.join('\n')).toMatch(/i is not available at 3/);
    expect(checkPlacement(inst, [1, 0, 1]).violations.join('\n')).toMatch(/i has two meetings at slot 1/);
    const twice = { ...inst, meetings: [{ a: 'x', b: 'y', third: 'x' }] };
    expect(checkPlacement(twice, [0]).violations.join('\n')).toMatch(/meets themself/);
  });
  const broken: [string, Partial<PlacementInstance>, number[], RegExp][] = [
    ['a slot off the grid', {}, [0, 1, 3, 5], /not on the grid/],
    ['a slot not allowed', {}, [0, 4, 3, 1], /not allowed/],
    ['a fixed slot moved', {}, [0, 1, 2, 4], /fixed to 3/],
    ['a forbidden slot', { precedences: [] }, [1, 2, 3, 0], /d is not available at 0/],
    ['a person twice in one slot', {}, [0, 0, 3, 4], /a has two meetings at slot 0/],
    ['too few tables', { tables: 1 }, [1, 0, 3, 3], /slot 3 has 2 meetings for 1 tables/],
    ['a precedence', {}, [4, 1, 3, 2], /must come before/],
    ['a missing slot', {}, [0, 1, 3], /3 slots given for 4 meetings/],
    ['an unknown person', { people: ['a', 'b', 'c'] }, [0, 1, 3, 4], /unknown person/],
  ];
  for (const [rule, change, slots, message] of broken) {
    it(`catches ${rule}`, () => {
      const r = checkPlacement({ ...base, ...change }, slots);
      expect(r.violations.join('\n')).toMatch(message);
    });
  }
  it('catches a person with more breaks than the fairness allows', () => {
    const r = checkPlacement(base, [0, 1, 3, 4], 0);
    expect(r.fairnessHolds).toBe(false);
    expect(r.violations.join('\n')).toMatch(/b has 1 breaks, more than 0/);
  });
});

describe('solvePlacement', () => {
  it('on tiny instances: valid plans, the optimum, a bound never above it, infeasible when no plan exists', () => {
    let feasible = 0;
    let infeasible = 0;
    fc.assert(
      fc.property(tiny(6, 8, 5), ({ inst, d }) => {
        const optimum = bruteForce(inst, d);
        const r = solvePlacement(inst, { maxBreaksPerPerson: d, timeBudgetMs: 200 });
        const bound = prove(compile(inst), d ?? Number.POSITIVE_INFINITY, inst.people);
        if (optimum === null) {
          infeasible++;
          expect(r.status).toBe('infeasible');
          expect(r.reasons.length).toBeGreaterThan(0);
          return;
        }
        feasible++;
        expect(bound.infeasible).toEqual([]);
        expect(bound.lowerBound).toBeLessThanOrEqual(optimum);
        expect(r.status).toBe('feasible');
        const check = checkPlacement(inst, r.slots, d);
        expect(check.violations).toEqual([]);
        expect(check.breaks).toBe(r.breaks);
        expect(r.lowerBound).toBeLessThanOrEqual(optimum);
        expect(r.breaks).toBe(optimum);
        expect(r.optimal).toBe(true);
      }),
      { numRuns: 250, seed: 20 },
    );
    expect(feasible).toBeGreaterThan(50);
    expect(infeasible).toBeGreaterThan(10);
  });

  it('on larger random instances the annealing plans pass the checker and stay above the bound', () => {
    const random = seeded(7);
    for (let run = 0; run < 4; run++) {
      const inst = randomInstance(random, { people: 12, meetings: 30, slots: 8, tables: 5 });
      const r = solvePlacement(inst, { maxBreaksPerPerson: 2, timeBudgetMs: 150, seed: run + 1 });
      expect(r.status).not.toBe('infeasible');
      if (r.status === 'feasible') {
        const check = checkPlacement(inst, r.slots, 2);
        expect(check.violations).toEqual([]);
        expect(check.breaks).toBe(r.breaks);
        expect(r.lowerBound).toBeLessThanOrEqual(r.breaks);
        // The budget counts moves, not time: the same input and seed give the same plan.
        if (run === 0) {
          const again = solvePlacement(inst, { maxBreaksPerPerson: 2, timeBudgetMs: 150, seed: run + 1 });
          expect(again.slots).toEqual(r.slots);
        }
      }
    }
  });
});

describe('solvePlacement with the CDCL stage (satMs)', () => {
  it('keeps plans valid, never claims a bound above the optimum, and proves what the exact search proves', () => {
    const random = seeded(11);
    let proved = 0;
    for (let run = 0; run < 3; run++) {
      const inst = randomInstance(random, { people: 10, meetings: 20, slots: 7, tables: 3, morning: [0, 1, 2, 3] });
      const r = solvePlacement(inst, { maxBreaksPerPerson: 2, timeBudgetMs: 20, satMs: 2000, seed: run + 1 });
      const model = compile(inst);
      const bound = prove(model, 2, inst.people);
      const exact = satAscend(model, 2, bound.personBound, bound.lowerBound, Number.POSITIVE_INFINITY, null, 1e9);
      if (r.status !== 'feasible') {
        expect(exact.best).toBeNull();
        continue;
      }
      const check = checkPlacement(inst, r.slots, 2);
      expect(check.violations).toEqual([]);
      expect(check.breaks).toBe(r.breaks);
      expect(r.lowerBound).toBeLessThanOrEqual(exact.bestBreaks);
      expect(r.optimal).toBe(true);
      expect(r.breaks).toBe(exact.bestBreaks);
      proved++;
    }
    expect(proved).toBeGreaterThan(0);
  }, 60_000);
});
