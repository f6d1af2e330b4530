// The checker catches every rule broken; on random small instances the solver's plans pass it, its
// lower bound is never above the optimum of a plain exhaustive search written here, and instances
// without a valid plan are reported infeasible.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anneal, type Search } from './anneal.ts';
import { prove } from './bound.ts';
import { checkPlacement } from './check.ts';
import { exhaustive } from './exhaustive.ts';
import { compile } from './model.ts';
import { satAscend, satDescend } from './sat/search.ts';
import { solvePlacement } from './solve.ts';
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

/** Plain exhaustive optimum: every slot for every meeting, valid plans judged by the checker. */
function bruteForce(inst: PlacementInstance, d: number | undefined): number | null {
  const M = inst.meetings.length;
  const slots = new Array<number>(M).fill(-1);
  const busy = new Set<string>();
  const load = new Array<number>(inst.slots).fill(0);
  let best: number | null = null;
  const tables = inst.tables as number;
  const go = (m: number) => {
    if (m === M) {
      const r = checkPlacement(inst, slots, d);
      if (r.violations.length === 0 && (best === null || r.breaks < best)) best = r.breaks;
      return;
    }
    const { a, b } = inst.meetings[m];
    for (let t = 0; t < inst.slots; t++) {
      if (busy.has(`${a}@${t}`) || busy.has(`${b}@${t}`) || load[t] >= tables) continue;
      busy.add(`${a}@${t}`);
      busy.add(`${b}@${t}`);
      load[t]++;
      slots[m] = t;
      go(m + 1);
      busy.delete(`${a}@${t}`);
      busy.delete(`${b}@${t}`);
      load[t]--;
    }
    slots[m] = -1;
  };
  go(0);
  return best;
}

const tiny = (maxPeople: number, maxMeetings: number, maxSlots: number) =>
  fc
    .record({
      P: fc.integer({ min: 3, max: maxPeople }),
      T: fc.integer({ min: 3, max: maxSlots }),
      tables: fc.integer({ min: 1, max: 3 }),
      d: fc.option(fc.integer({ min: 0, max: 2 })),
      meetings: fc.array(
        fc.record({
          a: fc.nat(maxPeople - 1),
          b: fc.nat(maxPeople - 1),
          session: fc.integer({ min: 0, max: 4 }),
          fixed: fc.integer({ min: -12, max: maxSlots - 1 }),
        }),
        { minLength: 2, maxLength: maxMeetings },
      ),
      forbidden: fc.array(fc.record({ p: fc.nat(maxPeople - 1), t: fc.nat(maxSlots - 1) }), { maxLength: 2 }),
      precedences: fc.array(fc.record({ u: fc.nat(maxMeetings - 1), v: fc.nat(maxMeetings - 1) }), { maxLength: 1 }),
    })
    .map(({ P, T, tables, d, meetings, forbidden, precedences }) => {
      const people = Array.from({ length: P }, (_, p) => `p${p}`);
      const half = Math.ceil(T / 2);
      const all = Array.from({ length: T }, (_, t) => t);
      const inst: PlacementInstance = {
        people,
        meetings: meetings
          .map((m) => ({ ...m, a: m.a % P, b: m.b % P }))
          .filter((m) => m.a !== m.b)
          .map((m) => ({
            a: people[m.a],
            b: people[m.b],
            // Sessions as in the benchmark: morning only, afternoon only, or any slot.
            allowed: m.session === 1 ? all.slice(0, half) : m.session === 2 ? all.slice(half) : undefined,
            fixed: m.fixed < 0 ? undefined : m.fixed % T,
          })),
        slots: T,
        tables,
        forbidden: {},
      };
      for (const f of forbidden) {
        const who = people[f.p % P];
        inst.forbidden![who] = [...(inst.forbidden![who] ?? []), f.t % T];
      }
      const M = inst.meetings.length;
      inst.precedences = precedences.filter((x) => x.u < M && x.v < M && x.u !== x.v).map((x) => [x.u, x.v]);
      return { inst, d: d ?? undefined };
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
    const random = (() => {
      let s = 7;
      return () => {
        s = (s * 16807) % 2147483647;
        return s / 2147483647;
      };
    })();
    for (let run = 0; run < 4; run++) {
      const P = 12;
      const T = 8;
      const people = Array.from({ length: P }, (_, p) => `p${p}`);
      const pairs = new Set<string>();
      while (pairs.size < 30) {
        const a = Math.floor(random() * P);
        const b = Math.floor(random() * P);
        if (a !== b) pairs.add(`${Math.min(a, b)} ${Math.max(a, b)}`);
      }
      const inst: PlacementInstance = {
        people,
        meetings: [...pairs].map((x) => {
          const [a, b] = x.split(' ').map(Number);
          return { a: people[a], b: people[b] };
        }),
        slots: T,
        tables: 5,
        forbidden: { p0: [3], p1: [0, 1] },
      };
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
  const random = (() => {
    let s = 5;
    return () => {
      s = (s * 16807) % 2147483647;
      return s / 2147483647;
    };
  })();
  const people = Array.from({ length: 40 }, (_, p) => `p${p}`);
  const pairs = new Set<string>();
  while (pairs.size < 120) {
    const a = Math.floor(random() * 40);
    const b = Math.floor(random() * 40);
    if (a !== b) pairs.add(`${Math.min(a, b)} ${Math.max(a, b)}`);
  }
  const inst: PlacementInstance = {
    people,
    meetings: [...pairs].map((x) => {
      const [a, b] = x.split(' ').map(Number);
      return { a: people[a], b: people[b], allowed: random() < 0.3 ? [0, 1, 2, 3, 4] : undefined };
    }),
    slots: 10,
    tables: 13,
    forbidden: { p0: [3], p1: [0, 1] },
  };
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

describe('solvePlacement with the CDCL stage (satMs)', () => {
  it('keeps plans valid, never claims a bound above the optimum, and proves what the exact search proves', () => {
    const random = (() => {
      let s = 11;
      return () => {
        s = (s * 16807) % 2147483647;
        return s / 2147483647;
      };
    })();
    let proved = 0;
    for (let run = 0; run < 3; run++) {
      const P = 10;
      const people = Array.from({ length: P }, (_, p) => `p${p}`);
      const pairs = new Set<string>();
      while (pairs.size < 20) {
        const a = Math.floor(random() * P);
        const b = Math.floor(random() * P);
        if (a !== b) pairs.add(`${Math.min(a, b)} ${Math.max(a, b)}`);
      }
      const inst: PlacementInstance = {
        people,
        meetings: [...pairs].map((x) => {
          const [a, b] = x.split(' ').map(Number);
          return { a: people[a], b: people[b], allowed: random() < 0.3 ? [0, 1, 2, 3] : undefined };
        }),
        slots: 7,
        tables: 3,
        forbidden: { p0: [3], p1: [0, 1] },
      };
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
