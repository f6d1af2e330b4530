// Instances for the placement tests (placement.test.ts, sat/search.test.ts): a plain exhaustive
// optimum judged by the checker, tiny random instances for property tests, and seeded random ones.
import fc from 'fast-check';
import { checkPlacement } from './check.ts';
import type { PlacementInstance } from './types.ts';

/** Plain exhaustive optimum: every slot for every meeting, valid plans judged by the checker. */
export function bruteForce(inst: PlacementInstance, d: number | undefined): number | null {
  const M = inst.meetings.length;
  const slots = new Array<number>(M).fill(-1);
  const busy = new Set<string>();
  const load = new Array<number>(inst.slots).fill(0);
  let best: number | null = null;
  const tables = (t: number) => (typeof inst.tables === 'number' ? inst.tables : (inst.tables[t] ?? 0));
  const go = (m: number) => {
    if (m === M) {
      const r = checkPlacement(inst, slots, d);
      if (r.violations.length === 0 && (best === null || r.breaks < best)) best = r.breaks;
      return;
    }
    const { a, b, third } = inst.meetings[m];
    const who = third ? [a, b, third] : [a, b];
    for (let t = 0; t < inst.slots; t++) {
      if (who.some((p) => busy.has(`${p}@${t}`)) || load[t] >= tables(t)) continue;
      for (const p of who) busy.add(`${p}@${t}`);
      load[t]++;
      slots[m] = t;
      go(m + 1);
      for (const p of who) busy.delete(`${p}@${t}`);
      load[t]--;
    }
    slots[m] = -1;
  };
  go(0);
  return best;
}

export const tiny = (maxPeople: number, maxMeetings: number, maxSlots: number) =>
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
          // One meeting in four has a third person (an interpreter).
          third: fc.nat(4 * maxPeople - 1),
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
          .map((m) => ({ ...m, a: m.a % P, b: m.b % P, third: m.third < maxPeople ? m.third % P : -1 }))
          .filter((m) => m.a !== m.b && m.third !== m.a && m.third !== m.b)
          .map((m) => ({
            a: people[m.a],
            b: people[m.b],
            third: m.third < 0 ? undefined : people[m.third],
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

/** A repeatable random number generator (Park-Miller) in [0, 1). */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

/**
 * `meetings` distinct random pairs of `people` people p0, p1, ..., p0 away at slot 3 and p1 at 0
 * and 1; with `morning`, three meetings in ten (at random) may take only those slots.
 */
export function randomInstance(
  random: () => number,
  spec: { people: number; meetings: number; slots: number; tables: number; morning?: number[] },
): PlacementInstance {
  const P = spec.people;
  const people = Array.from({ length: P }, (_, p) => `p${p}`);
  const pairs = new Set<string>();
  while (pairs.size < spec.meetings) {
    const a = Math.floor(random() * P);
    const b = Math.floor(random() * P);
    if (a !== b) pairs.add(`${Math.min(a, b)} ${Math.max(a, b)}`);
  }
  return {
    people,
    meetings: [...pairs].map((x) => {
      const [a, b] = x.split(' ').map(Number);
      const allowed = spec.morning && random() < 0.3 ? spec.morning : undefined;
      return { a: people[a], b: people[b], allowed };
    }),
    slots: spec.slots,
    tables: spec.tables,
    forbidden: { p0: [3], p1: [0, 1] },
  };
}
