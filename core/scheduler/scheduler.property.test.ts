// Property tests: on random small instances every plan obeys every rule, the bound is never below
// the true optimum, every unmet reason is true, and without blocks, kept meetings and interpreters
// the plan has as many meetings as a maximum b-matching (by Konig's theorem they all fit).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planBreaks, planViolations } from './check.ts';
import { planSchedule } from './index.ts';
import { bruteForceOptimum, maxBMatchingSize, referenceRules } from './reference.ts';
import type { ProposedMeeting, SchedulerInput } from './types.ts';

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
    away: fc.array(fc.record({ p: fc.nat(10), d: fc.nat(1), slot: fc.integer({ min: 1, max: 3 }) }), { maxLength: 4 }),
    tables: fc.option(
      fc.record({
        pool: fc.nat(3),
        fixed: fc.subarray([0, 1, 2, 3]),
        taken: fc.array(fc.record({ d: fc.nat(1), slot: fc.integer({ min: 1, max: 3 }), n: fc.nat(2) }), {
          maxLength: 2,
        }),
      }),
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
      // Anyone may be away: buyers, sellers and interpreters.
      unavailable: r.away.map((u) => ({
        personId: u.p < 4 ? `b${u.p}` : u.p < 8 ? `s${u.p - 4}` : `i${u.p - 8}`,
        date: DATES[u.d],
        slot: u.slot,
      })),
      tables: r.tables
        ? {
            pool: r.tables.pool,
            fixedSellers: r.tables.fixed.map((k) => `s${k}`),
            poolTaken: r.tables.taken.map((x) => ({ date: DATES[x.d], slot: x.slot, count: x.n })),
          }
        : undefined,
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
        // The plan's meetings hold their people and their pool tables.
        const fixed = new Set(input.tables?.fixedSellers ?? []);
        const after = referenceRules({
          ...input,
          existing: [...input.existing, ...r.meetings.map((x) => ({ ...x, otherProject: true }))],
          tables: input.tables && {
            ...input.tables,
            poolTaken: [
              ...input.tables.poolTaken,
              ...r.meetings
                .filter((x) => !fixed.has(x.sellerId))
                .map((x) => ({ date: x.date, slot: x.slot, count: 1 })),
            ],
          },
        });
        for (const u of r.unmet) {
          const { buyerId: b, sellerId: s } = u;
          const fits = before.slots.some(({ date, slot }) => before.pairFits(b, s, date, slot));
          const interpreters = before.interpretersFor(b, s);
          const interpreterAt = (date: string, slot: number) =>
            interpreters === null || interpreters.some((i) => before.free(i, date, slot, false));
          // One side away in a slot where the other side (and an interpreter) was free.
          const away = (who: string, other: string, otherIsBuyer: boolean) =>
            before.slots.some(
              ({ date, slot }) =>
                before.isAway(who, date, slot) &&
                before.free(other, date, slot, otherIsBuyer) &&
                interpreterAt(date, slot),
            );
          const claims = {
            // No pair is kept apart in these instances.
            same_company: false,
            excluded_pair: false,
            buyer_unavailable: !hasSlot(b, true),
            seller_unavailable: hasSlot(b, true) && !hasSlot(s, false),
            no_interpreter_language: interpreters !== null && interpreters.length === 0,
            buyer_away: !fits && away(b, s, false),
            seller_away: !fits && away(s, b, true),
            no_free_table:
              before.usesPool(s) && before.slots.some(({ date, slot }) => before.peopleFit(b, s, date, slot)),
            no_shared_slot: !fits,
            // In the plan a slot is still free for both (table and interpreter too), but a day is full.
            daily_limit:
              fits &&
              after.slots.some(
                ({ date, slot }) =>
                  after.open(b, date, slot, true) &&
                  after.open(s, date, slot, false) &&
                  (!after.usesPool(s) || after.poolAt(date, slot) > 0) &&
                  (interpreters === null || interpreters.some((i) => after.free(i, date, slot, false))) &&
                  (!after.roomFor(b, date, 1) || !after.roomFor(s, date, 1)),
              ),
            // These instances ask no order of the meetings.
            out_of_order: false,
            outweighed: fits,
          };
          expect(claims[u.reason], `${b}-${s}: ${u.reason}`).toBe(true);
          expect(after.slots.some(({ date, slot }) => after.pairFits(b, s, date, slot))).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('counts its breaks as the checker does, never below its bound', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const r = planSchedule(input);
        const counted = planBreaks(input, r.meetings);
        expect(r.breaks).toBe(counted.breaks);
        expect(r.maxPersonBreaks).toBe(counted.worst);
        expect(r.breaksLowerBound).toBeLessThanOrEqual(r.breaks);
      }),
      RUNS,
    );
  });

  it('never claims a breaks bound above the fewest breaks of any valid re-slotting of its meetings', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const r = planSchedule(input);
        fc.pre(r.meetings.length <= 6);
        // Every way to give each meeting another slot of its own day (interpreters stay with it).
        let best = Number.POSITIVE_INFINITY;
        const moved: ProposedMeeting[] = r.meetings.map((x) => ({ ...x }));
        const go = (k: number) => {
          if (k === moved.length) {
            if (planViolations(input, moved).length === 0) best = Math.min(best, planBreaks(input, moved).breaks);
            return;
          }
          for (let slot = 1; slot <= input.slotsPerDay; slot++) {
            moved[k].slot = slot;
            go(k + 1);
          }
        };
        go(0);
        expect(best).toBeLessThanOrEqual(r.breaks);
        expect(r.breaksLowerBound).toBeLessThanOrEqual(best);
      }),
      { ...RUNS, numRuns: 200 },
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
