// The CDCL search (search.ts, encode.ts, cdcl.ts) against code it shares nothing with: the plain
// exhaustive search of the tests and the branch and bound of exhaustive.ts; its partial plan when it
// runs out, and the annealing started from that plan (docs/decisions/020).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anneal, type Search, tuning } from '../anneal.ts';
import { prove } from '../bound.ts';
import { checkPlacement } from '../check.ts';
import { exhaustive } from '../exhaustive.ts';
import { compile } from '../model.ts';
import { solvePlacement } from '../solve.ts';
import { bruteForce, randomInstance, seeded, tiny } from '../test-instances.ts';
import type { PlacementInstance } from '../types.ts';
import { satAscend, satDescend } from './search.ts';

describe('SAT search (sat/search.ts)', () => {
  it('on tiny instances: its plans pass the checker, it reaches the exhaustive optimum, and "unsat" is never wrong', () => {
    let proofs = 0;
    fc.assert(
      fc.property(tiny(6, 8, 5), ({ inst, d }) => {
        const optimum = bruteForce(inst, d);
        const D = d ?? Number.POSITIVE_INFINITY;
        const model = compile(inst);
        const bound = prove(model, D, inst.people);
        if (bound.infeasible.length) {
          expect(optimum).toBeNull();
          return;
        }
        // Down from no plan: the last plan found is the optimum, or no plan exists.
        const down = satDescend(model, D, bound.personBound, bound.lowerBound, null, Number.POSITIVE_INFINITY, 1e8);
        // Up from the bound: the first plan is the optimum.
        const up = satAscend(model, D, bound.personBound, bound.lowerBound, Number.POSITIVE_INFINITY, null, 1e8);
        for (const o of [down, up]) {
          if (optimum === null) {
            expect(o.best).toBeNull();
            expect(o.lowerBound).toBe(Number.POSITIVE_INFINITY);
            continue;
          }
          expect(o.best).not.toBeNull();
          const check = checkPlacement(inst, Array.from(o.best!), d);
          expect(check.violations).toEqual([]);
          expect(check.breaks).toBe(o.bestBreaks);
          expect(o.bestBreaks).toBe(optimum);
          expect(o.lowerBound).toBe(optimum);
          proofs++;
        }
      }),
      { numRuns: 250, seed: 21 },
    );
    expect(proofs).toBeGreaterThan(100);
    // About 2 s on a quiet machine; the limit leaves room for a loaded one.
  }, 60_000);

  it('from a worse start plan it proves the optimum of a larger instance or keeps a valid plan', () => {
    const people = Array.from({ length: 8 }, (_, p) => `p${p}`);
    const meetings: PlacementInstance['meetings'] = [];
    for (let a = 0; a < 8; a++) for (let b = a + 1; b < 8; b += 3) meetings.push({ a: people[a], b: people[b] });
    const inst: PlacementInstance = { people, meetings, slots: 7, tables: 3, forbidden: { p2: [3] } };
    const model = compile(inst);
    const bound = prove(model, 2, inst.people);
    const first = satAscend(model, 2, bound.personBound, 0, Number.POSITIVE_INFINITY, null, 1e8);
    expect(first.best).not.toBeNull();
    // The annealing's plan as a start: the descent must end at the same optimum with a proof.
    const plan = solvePlacement(inst, { maxBreaksPerPerson: 2, timeBudgetMs: 2 });
    expect(plan.status).toBe('feasible');
    const start = satDescend(model, 2, bound.personBound, 0, Int32Array.from(plan.slots), plan.breaks, 1e8);
    expect(start.bestBreaks).toBe(first.bestBreaks);
    expect(start.lowerBound).toBe(first.bestBreaks);
    expect(checkPlacement(inst, Array.from(start.best!), 2).violations).toEqual([]);
  });
});

describe('the ascent changing to counted tables (decision 020, "Counted tables in the longer ascent")', () => {
  it('after its native work on a K, asks it with counted tables: the optimum, a plan the checker passes, a true bound', () => {
    let changed = 0;
    let proofs = 0;
    fc.assert(
      fc.property(tiny(7, 14, 8), ({ inst, d }) => {
        const D = d ?? 2;
        const model = compile(inst);
        const bound = prove(model, D, inst.people);
        if (bound.infeasible.length) return;
        const out: Search = { best: null, bestBreaks: Number.POSITIVE_INFINITY, workLeft: 0 };
        if (!exhaustive(model, D, bound.personBound, 5_000_000, out)) return;
        // One native unit per K: the native solver answers only what its building settled.
        const up = satAscend(
          model,
          D,
          bound.personBound,
          bound.lowerBound,
          Number.POSITIVE_INFINITY,
          null,
          1e9,
          undefined,
          {
            nativePerK: 1,
          },
        );
        if (up.countedFrom !== undefined) {
          changed++;
          expect(up.countedFrom).toBeGreaterThanOrEqual(bound.lowerBound);
        }
        if (!out.best) {
          expect(up.best).toBeNull();
          expect(up.lowerBound).toBe(Number.POSITIVE_INFINITY);
          return;
        }
        expect(up.bestBreaks).toBe(out.bestBreaks);
        // Every "unsat" was true: the bound is the optimum, never above it.
        expect(up.lowerBound).toBe(out.bestBreaks);
        const check = checkPlacement(inst, Array.from(up.best!), D);
        expect(check.violations).toEqual([]);
        expect(check.breaks).toBe(up.bestBreaks);
        if (up.countedFrom !== undefined && up.countedFrom < up.bestBreaks) proofs++;
      }),
      { numRuns: 400, seed: 29 },
    );
    // Without the change no ascent would be counted (97 of these are); some answered a counted "unsat" (8).
    expect(changed).toBeGreaterThan(70);
    expect(proofs).toBeGreaterThan(4);
  }, 60_000);

  it("in solvePlacement above the callers' 1 s (improve further), the changed ascent leaves a valid plan and a true bound", () => {
    // Native, the ascent answers K = 1 of this instance only after 2 million units of it (it proves the
    // optimum, 2, within 6.4 million): with 1.5 s of budget it changes to counted tables at K = 1.
    const inst = randomInstance(seeded(346), { people: 12, meetings: 20, slots: 11, tables: 2 });
    const model = compile(inst);
    const bound = prove(model, 2, inst.people);
    const changed = satAscend(
      model,
      2,
      bound.personBound,
      bound.lowerBound,
      Number.POSITIVE_INFINITY,
      null,
      3_000_000,
      undefined,
      {
        nativePerK: 2_000_000,
      },
    );
    expect(changed.countedFrom).toBe(1);
    // The work decides, not the clock: on a loaded machine the wall-clock guard (ten times the budget)
    // would otherwise stop the ascent early, with another plan.
    tuning.wallGuard = 1000;
    let r: ReturnType<typeof solvePlacement>;
    try {
      r = solvePlacement(inst, { maxBreaksPerPerson: 2, timeBudgetMs: 1500 });
    } finally {
      tuning.wallGuard = undefined;
    }
    expect(r.status).toBe('feasible');
    const check = checkPlacement(inst, r.slots, 2);
    expect(check.violations).toEqual([]);
    expect(check.breaks).toBe(r.breaks);
    expect(r.breaks).toBe(2);
    expect(r.lowerBound).toBe(2);
  }, 60_000);

  it('never changes within a budget its native work covers, nor without that option', () => {
    const inst = randomInstance(seeded(5), {
      people: 40,
      meetings: 120,
      slots: 10,
      tables: 13,
      morning: [0, 1, 2, 3, 4],
    });
    const model = compile(inst);
    const bound = prove(model, 2, inst.people);
    const plain = satAscend(model, 2, bound.personBound, bound.lowerBound, Number.POSITIVE_INFINITY, null, 1_000_000);
    const covered = satAscend(
      model,
      2,
      bound.personBound,
      bound.lowerBound,
      Number.POSITIVE_INFINITY,
      null,
      1_000_000,
      undefined,
      {
        nativePerK: 1_000_000,
      },
    );
    expect(plain.countedFrom).toBeUndefined();
    expect(covered.countedFrom).toBeUndefined();
    expect(covered.work).toBe(plain.work);
    expect(Array.from(covered.partial!)).toEqual(Array.from(plain.partial!));
    // Beyond its native work, the same K goes on with counted tables.
    const longer = satAscend(
      model,
      2,
      bound.personBound,
      bound.lowerBound,
      Number.POSITIVE_INFINITY,
      null,
      2_000_000,
      undefined,
      {
        nativePerK: 1_000_000,
      },
    );
    expect(longer.countedFrom).toBe(plain.lowerBound);
  });
});

describe('SAT encoding against the exhaustive branch and bound', () => {
  it('on busier instances (people with 3-6 meetings, blocks and the slot counts at work) both reach one optimum', () => {
    let compared = 0;
    fc.assert(
      fc.property(tiny(7, 14, 8), ({ inst, d }) => {
        const D = d ?? 2;
        const model = compile(inst);
        const bound = prove(model, D, inst.people);
        if (bound.infeasible.length) return;
        const out: Search = { best: null, bestBreaks: Number.POSITIVE_INFINITY, workLeft: 0 };
        if (!exhaustive(model, D, bound.personBound, 5_000_000, out)) return;
        const up = satAscend(model, D, bound.personBound, bound.lowerBound, Number.POSITIVE_INFINITY, null, 1e9);
        if (!out.best) {
          expect(up.best).toBeNull();
          return;
        }
        expect(up.bestBreaks).toBe(out.bestBreaks);
        expect(checkPlacement(inst, Array.from(up.best!), D).violations).toEqual([]);
        compared++;
      }),
      { numRuns: 400, seed: 23 },
    );
    expect(compared).toBeGreaterThan(100);
  }, 60_000);
});

describe('the ascent running out, and the annealing from where it stopped', () => {
  // 40 people, 120 meetings, 10 slots, 13 tables: the ascent does not settle it in a million units.
  const inst = randomInstance(seeded(5), {
    people: 40,
    meetings: 120,
    slots: 10,
    tables: 13,
    morning: [0, 1, 2, 3, 4],
  });
  const model = compile(inst);
  const bound = prove(model, 2, inst.people);
  const up = satAscend(model, 2, bound.personBound, bound.lowerBound, Number.POSITIVE_INFINITY, null, 1_000_000);

  it('leaves a partial plan that breaks no rule among the meetings it placed', () => {
    expect(up.best).toBeNull();
    const partial = up.partial!;
    const placed = [...partial.keys()].filter((m) => partial[m] >= 0);
    expect(placed.length).toBeGreaterThan(20);
    const seen = new Set<string>();
    const load = new Array<number>(inst.slots).fill(0);
    for (const m of placed) {
      const t = partial[m];
      expect(model.allowed[m]).toContain(t);
      for (const who of [inst.meetings[m].a, inst.meetings[m].b]) {
        expect(seen.has(`${who}@${t}`), `${who} twice at ${t}`).toBe(false);
        seen.add(`${who}@${t}`);
      }
      load[t]++;
    }
    for (const n of load) expect(n).toBeLessThanOrEqual(13);
  });

  it('the annealing started from it ends with a valid plan, as does solvePlacement with a small budget', () => {
    const out: Search = { best: null, bestBreaks: Number.POSITIVE_INFINITY, workLeft: 200_000 };
    anneal(model, 2, bound.lowerBound, Number.POSITIVE_INFINITY, 1, out, up.partial);
    expect(out.best).not.toBeNull();
    const check = checkPlacement(inst, Array.from(out.best!), 2);
    expect(check.violations).toEqual([]);
    expect(check.breaks).toBe(out.bestBreaks);
    const r = solvePlacement(inst, { maxBreaksPerPerson: 2, timeBudgetMs: 20 });
    expect(r.status).toBe('feasible');
    expect(checkPlacement(inst, r.slots, 2).violations).toEqual([]);
  });
});
