// The feasibility question (feasible.ts) and how solvePlacement uses it: an instance the quick
// proofs pass but that has no plan is proved so by the complete search, "unknown" is left only when
// the budget is too small to settle it, and a plan it finds is valid (docs/decisions/020,
// "Complete when it matters").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prove } from '../bound.ts';
import { checkPlacement } from '../check.ts';
import { compile } from '../model.ts';
import { solvePlacement } from '../solve.ts';
import { bruteForce, tiny } from '../test-instances.ts';
import type { PlacementInstance } from '../types.ts';
import { Feasibility } from './feasible.ts';

/**
 * `n` disjoint triangles (three people, each meeting the other two) in three slots: whatever the
 * order, the one not in the middle meeting waits a slot, so at fairness 0 no plan exists, though
 * each person alone could meet without a break (no quick proof sees it).
 */
function triangles(n: number): PlacementInstance {
  const people: string[] = [];
  const meetings: PlacementInstance['meetings'] = [];
  for (let k = 0; k < n; k++) {
    const [a, b, c] = [`a${k}`, `b${k}`, `c${k}`];
    people.push(a, b, c);
    meetings.push({ a, b }, { a: b, b: c }, { a, b: c });
  }
  return { people, meetings, slots: 3, tables: n };
}

describe('the feasibility question (sat/feasible.ts)', () => {
  it('on tiny instances: "unsat" exactly when no plan exists, and every plan it gives passes the checker', () => {
    fc.assert(
      fc.property(tiny(6, 8, 5), ({ inst, d }) => {
        const D = d ?? Number.POSITIVE_INFINITY;
        const model = compile(inst);
        const bound = prove(model, D, inst.people);
        if (bound.infeasible.length) return;
        const probe = new Feasibility(model, D, bound.personBound);
        const answer = probe.run(1e8);
        expect(answer).toBe(bruteForce(inst, d) === null ? 'unsat' : 'sat');
        if (answer === 'sat') {
          const check = checkPlacement(inst, Array.from(probe.plan!), d);
          expect(check.violations).toEqual([]);
          expect(check.breaks).toBe(probe.planBreaks);
        }
      }),
      { numRuns: 200, seed: 7 },
    );
  }, 60_000);

  it('at fairness 0, with counted tables and after the change of solver: "unsat" exactly when no plan exists', () => {
    // The tiny instances have 1-3 tables: counters with k = 1, 2, 3.
    let counters = 0;
    fc.assert(
      fc.property(tiny(6, 8, 5), ({ inst }) => {
        const model = compile(inst);
        const bound = prove(model, 0, inst.people);
        if (bound.infeasible.length) return;
        const truth = bruteForce(inst, 0) === null ? 'unsat' : 'sat';
        for (const probe of [
          new Feasibility(model, 0, bound.personBound, 'counted'),
          // The native start ends at once (its building alone is more work): the counted solver answers.
          new Feasibility(model, 0, bound.personBound, 'switch', 1),
        ]) {
          const before = probe.work;
          expect(probe.run(1e8)).toBe(truth);
          expect(probe.work).toBeGreaterThanOrEqual(before);
          if (truth === 'sat') expect(checkPlacement(inst, Array.from(probe.plan!), 0).violations).toEqual([]);
        }
        // A slot with more meetings that may take it than tables: its counter can bind.
        if (Array.from(model.cap).some((k, t) => model.allowed.filter((list) => list.includes(t)).length > k))
          counters++;
      }),
      { numRuns: 200, seed: 11 },
    );
    expect(counters).toBeGreaterThan(20);
    // Beyond the exhaustive search: no plan, and no quick proof sees it.
    const inst = triangles(5);
    const model = compile(inst);
    expect(new Feasibility(model, 0, prove(model, 0, inst.people).personBound, 'counted').run(1e8)).toBe('unsat');
  }, 60_000);

  it('solvePlacement proves an instance beyond the exhaustive search infeasible when the quick proofs see nothing', () => {
    const inst = triangles(5);
    const model = compile(inst);
    expect(prove(model, 0, inst.people).infeasible).toEqual([]);
    const r = solvePlacement(inst, { maxBreaksPerPerson: 0 });
    expect(r.status).toBe('infeasible');
    expect(r.infeasibility.map((x) => x.code)).toEqual(['no_plan_exists']);
    // With one break allowed a plan exists, and it is found and proved optimal (one break per triangle).
    const one = solvePlacement(inst, { maxBreaksPerPerson: 1 });
    expect(one.status).toBe('feasible');
    expect(checkPlacement(inst, one.slots, 1).violations).toEqual([]);
    expect(one.breaks).toBe(5);
    expect(one.optimal).toBe(true);
  });

  it('says "unknown" only when the budget is too small to settle it, with the bound', () => {
    const inst = triangles(40);
    const starved = solvePlacement(inst, { maxBreaksPerPerson: 0, timeBudgetMs: 0.05 });
    expect(starved.status).toBe('unknown');
    expect(starved.infeasibility).toEqual([]);
    expect(solvePlacement(inst, { maxBreaksPerPerson: 0 }).status).toBe('infeasible');
  });
});
