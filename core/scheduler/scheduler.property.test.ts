// Property tests: on random small instances every plan obeys every rule, the bound is never below
// the true optimum, every unmet reason is true, and without blocks, kept meetings and interpreters
// the plan has as many meetings as a maximum b-matching (by Konig's theorem they all fit).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planViolations } from './check.ts';
import { planSchedule } from './index.ts';
import { bruteForceOptimum, maxBMatchingSize, referenceRules } from './reference.ts';
import type { SchedulerInput } from './types.ts';

const LANGS = ['en', 'ko', 'ja', ' EN', 'Ko '];
const DATES = ['2030-06-03', '2030-06-04', '2029-01-01'];

const instance = fc
  .record({
    nB: fc.integer({ min: 1, max: 4 }),
    nS: fc.integer({ min: 1, max: 4 }),
    days: fc.integer({ min: 1, max: 2 }),
    S: fc.integer({ min: 1, max: 3 }),
    L: fc.option(fc.integer({ min: 1, max: 3 })),
    wishes: fc.array(fc.record({ b: fc.nat(3), s: fc.nat(3), w: fc.integer({ min: 1, max: 6 }) }), { maxLength: 9 }),
    existing: fc.array(
      fc.record({
        b: fc.nat(5),
        s: fc.nat(5),
        d: fc.nat(2),
        slot: fc.integer({ min: 1, max: 3 }),
        other: fc.boolean(),
        i: fc.integer({ min: -1, max: 2 }),
      }),
      { maxLength: 4 },
    ),
    blocked: fc.array(
      fc.record({ b: fc.integer({ min: -1, max: 3 }), d: fc.nat(1), slot: fc.integer({ min: 1, max: 3 }) }),
      { maxLength: 4 },
    ),
    langs: fc.array(fc.subarray(LANGS), { minLength: 8, maxLength: 8 }),
    interps: fc.array(fc.subarray(LANGS, { minLength: 1 }), { maxLength: 3 }),
  })
  .map((r): SchedulerInput => {
    const buyers = Array.from({ length: r.nB }, (_, k) => `b${k}`);
    const sellers = Array.from({ length: r.nS }, (_, k) => `s${k}`);
    const dates = DATES.slice(0, r.days);
    const languages: Record<string, string[]> = {};
    buyers.forEach((b, k) => {
      languages[b] = r.langs[k];
    });
    sellers.forEach((s, k) => {
      languages[s] = r.langs[4 + k];
    });
    const interpreters = r.interps.map((l, k) => ({ id: `i${k}`, languages: l }));
    // Kept meetings never clash (the database forbids it); some are off the project's dates.
    const busy = new Set<string>();
    const existing = r.existing.flatMap((x) => {
      const who = [`b${x.b}`, `s${x.s}`, x.i >= 0 && x.i < interpreters.length ? `i${x.i}` : null];
      const at = `${DATES[x.d]}|${x.slot}`;
      if (x.slot > r.S || who.some((p) => p && busy.has(`${p}|${at}`))) return [];
      for (const p of who) if (p) busy.add(`${p}|${at}`);
      return [
        {
          date: DATES[x.d],
          slot: x.slot,
          buyerId: who[0]!,
          sellerId: who[1]!,
          interpreterId: who[2],
          otherProject: x.other,
        },
      ];
    });
    return {
      dates,
      slotsPerDay: r.S,
      maxMeetingsPerDay: r.L ?? undefined,
      buyers,
      sellers,
      wishes: r.wishes.map((w) => ({ buyerId: `b${w.b}`, sellerId: `s${w.s}`, weight: w.w })),
      existing,
      blocked: r.blocked.map((b) => ({ date: DATES[b.d], slot: b.slot, buyerId: b.b < 0 ? null : `b${b.b}` })),
      languages,
      interpreters,
    };
  });

/** The wishes the planner must account for: valid pairs, not met yet, the heaviest of duplicates. */
function openWishes(input: SchedulerInput) {
  const met = new Set(input.existing.filter((x) => !x.otherProject).map((x) => `${x.buyerId}|${x.sellerId}`));
  const best = new Map<string, { buyerId: string; sellerId: string; weight: number }>();
  for (const w of input.wishes) {
    const k = `${w.buyerId}|${w.sellerId}`;
    if (!input.buyers.includes(w.buyerId) || !input.sellers.includes(w.sellerId) || met.has(k)) continue;
    if ((best.get(k)?.weight ?? 0) < w.weight) best.set(k, w);
  }
  return [...best.values()];
}

const RUNS = { numRuns: 300, seed: 20300603 };

describe('planSchedule on random instances', () => {
  it('breaks no rule, adds up its weight and stays under its bound', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const r = planSchedule(input);
        expect(planViolations(input, r.meetings)).toEqual([]);
        expect(r.totalWeight).toBe(r.meetings.reduce((s, x) => s + x.weight, 0));
        expect(r.totalWeight).toBeLessThanOrEqual(r.upperBound + 1e-9);
        const accounted = [...r.meetings, ...r.unmet].map((x) => `${x.buyerId}|${x.sellerId}`).sort();
        expect(accounted).toEqual(
          openWishes(input)
            .map((x) => `${x.buyerId}|${x.sellerId}`)
            .sort(),
        );
      }),
      RUNS,
    );
  });

  it('never claims a bound below the true optimum', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const r = planSchedule(input);
        const optimum = bruteForceOptimum(input, openWishes(input));
        expect(r.upperBound).toBeGreaterThanOrEqual(optimum - 1e-9);
        expect(r.totalWeight).toBeLessThanOrEqual(optimum);
      }),
      { ...RUNS, numRuns: 200 },
    );
  });

  it('gives true reasons and leaves no unmet wish that would still fit', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const r = planSchedule(input);
        const before = referenceRules(input);
        const hasSlot = (who: string, isBuyer: boolean) =>
          before.slots.some(({ date, slot }) => before.free(who, date, slot, isBuyer));
        const after = referenceRules({
          ...input,
          existing: [...input.existing, ...r.meetings.map((x) => ({ ...x, otherProject: true }))],
        });
        for (const u of r.unmet) {
          const { buyerId: b, sellerId: s } = u;
          const fits = before.slots.some(({ date, slot }) => before.pairFits(b, s, date, slot));
          const interpreters = before.interpretersFor(b, s);
          const claims = {
            buyer_unavailable: !hasSlot(b, true),
            seller_unavailable: hasSlot(b, true) && !hasSlot(s, false),
            no_interpreter_language: interpreters !== null && interpreters.length === 0,
            no_shared_slot: !fits,
            outweighed: fits,
          };
          expect(claims[u.reason], `${b}-${s}: ${u.reason}`).toBe(true);
          expect(after.slots.some(({ date, slot }) => after.pairFits(b, s, date, slot))).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('meets as many wishes as a maximum b-matching when nothing is blocked (Konig)', () => {
    const clean = fc.record({
      nB: fc.integer({ min: 1, max: 12 }),
      nS: fc.integer({ min: 1, max: 12 }),
      days: fc.integer({ min: 1, max: 3 }),
      S: fc.integer({ min: 1, max: 6 }),
      L: fc.integer({ min: 1, max: 6 }),
      pairs: fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { maxLength: 80 }),
    });
    fc.assert(
      fc.property(clean, ({ nB, nS, days, S, L, pairs }) => {
        const wishes = pairs.map(([b, s]) => ({ buyerId: `b${b % nB}`, sellerId: `s${s % nS}`, weight: 1 }));
        const input: SchedulerInput = {
          dates: DATES.slice(0, days),
          slotsPerDay: S,
          maxMeetingsPerDay: L,
          buyers: Array.from({ length: nB }, (_, k) => `b${k}`),
          sellers: Array.from({ length: nS }, (_, k) => `s${k}`),
          wishes,
          existing: [],
          blocked: [],
          languages: {},
          interpreters: [],
        };
        const r = planSchedule(input);
        expect(planViolations(input, r.meetings)).toEqual([]);
        expect(r.meetings.length).toBe(maxBMatchingSize(openWishes(input), days * Math.min(S, L)));
        expect(r.upperBound).toBe(r.totalWeight);
      }),
      { ...RUNS, numRuns: 400 },
    );
  });
});
