// Small random instances crowded with what makes plans impossible (fixed slots, absences,
// precedences, mornings), for the property tests of the reasons; they stay small enough for the
// plain exhaustive search of test-instances.ts to settle each one.
import fc from 'fast-check';
import type { PlacementInstance } from '../types.ts';

/** Up to `maxPeople` people, `maxMeetings` meetings of two or three, `maxSlots` slots. */
export const crowded = (maxPeople: number, maxMeetings: number, maxSlots: number) =>
  fc
    .record({
      P: fc.integer({ min: 2, max: maxPeople }),
      T: fc.integer({ min: 2, max: maxSlots }),
      tables: fc.integer({ min: 1, max: 3 }),
      d: fc.option(fc.integer({ min: 0, max: 1 }), { freq: 3 }),
      meetings: fc.array(
        fc.record({
          a: fc.nat(maxPeople - 1),
          b: fc.nat(maxPeople - 1),
          third: fc.nat(5 * maxPeople - 1),
          session: fc.integer({ min: 0, max: 3 }),
          fixed: fc.integer({ min: -2 * maxSlots, max: maxSlots }),
        }),
        { minLength: 1, maxLength: maxMeetings },
      ),
      forbidden: fc.array(fc.record({ p: fc.nat(maxPeople - 1), t: fc.nat(maxSlots - 1) }), { maxLength: 4 }),
      precedences: fc.array(fc.tuple(fc.nat(maxMeetings - 1), fc.nat(maxMeetings - 1)), { maxLength: 3 }),
    })
    .map(({ P, T, tables, d, meetings, forbidden, precedences }) => {
      const people = Array.from({ length: P }, (_, p) => `p${p}`);
      const half = Math.ceil(T / 2);
      const all = Array.from({ length: T }, (_, t) => t);
      const list = meetings
        .map((m) => ({ ...m, a: m.a % P, b: m.b % P, third: m.third < maxPeople ? m.third % P : -1 }))
        .filter((m) => m.a !== m.b && m.third !== m.a && m.third !== m.b);
      const inst: PlacementInstance = {
        people,
        meetings: list.map((m) => ({
          a: people[m.a],
          b: people[m.b],
          third: m.third < 0 ? undefined : people[m.third],
          allowed: m.session === 1 ? all.slice(0, half) : m.session === 2 ? all.slice(half) : undefined,
          // Slot T (off the grid) now and then, as a bad fixed slot.
          fixed: m.fixed < 0 ? undefined : m.fixed,
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
      inst.precedences = precedences.filter(([u, v]) => u < M && v < M);
      return { inst, d: d ?? undefined };
    });

/**
 * A buyer-seller day: every meeting joins one of `maxBuyers` buyers and one of as many sellers,
 * tables per slot (some slots with few), a few absences: where groups of people run out of room.
 */
export const buyersAndSellers = (maxBuyers: number, maxMeetings: number, maxSlots: number) =>
  fc
    .record({
      B: fc.integer({ min: 2, max: maxBuyers }),
      T: fc.integer({ min: 2, max: maxSlots }),
      tables: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: maxSlots, maxLength: maxSlots }),
      pairs: fc.array(fc.tuple(fc.nat(maxBuyers - 1), fc.nat(maxBuyers - 1), fc.nat(3)), {
        minLength: 2,
        maxLength: maxMeetings,
      }),
      forbidden: fc.array(fc.tuple(fc.boolean(), fc.nat(maxBuyers - 1), fc.nat(maxSlots - 1)), { maxLength: 2 }),
    })
    .map(({ B, T, tables, pairs, forbidden }) => {
      const buyers = Array.from({ length: B }, (_, p) => `b${p}`);
      const sellers = Array.from({ length: B }, (_, p) => `s${p}`);
      const half = Math.ceil(T / 2);
      const all = Array.from({ length: T }, (_, t) => t);
      const inst: PlacementInstance = {
        people: [...buyers, ...sellers],
        meetings: pairs.map(([b, s, session]) => ({
          a: buyers[b % B],
          b: sellers[s % B],
          allowed: session === 1 ? all.slice(0, half) : undefined,
        })),
        slots: T,
        tables: tables.slice(0, T),
        forbidden: {},
      };
      for (const [buyer, p, t] of forbidden) {
        const who = (buyer ? buyers : sellers)[p % B];
        inst.forbidden![who] = [...(inst.forbidden![who] ?? []), t % T];
      }
      return { inst, d: undefined };
    });
