// The project's pair rules in the planner (docs/rules.md#request-hygiene): on random small events with
// a daily maximum per buyer and seller and pairs that must never meet, no plan breaks them (nor any
// other rule), the bound still holds against an exhaustive optimum under them, every unmet reason is
// true, and the cost of the maximum is what a plan without it adds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planViolations } from './check.ts';
import { dailyLimitCost, planSchedule } from './index.ts';
import { bruteForceOptimum, referenceRules } from './reference.ts';
import type { SchedulerInput } from './types.ts';

const DATES = ['2030-06-03', '2030-06-04'];

const instance = fc
  .record({
    nB: fc.integer({ min: 1, max: 4 }),
    nS: fc.integer({ min: 1, max: 4 }),
    days: fc.integer({ min: 1, max: 2 }),
    S: fc.integer({ min: 1, max: 4 }),
    own: fc.integer({ min: 1, max: 3 }),
    L: fc.option(fc.integer({ min: 1, max: 4 })),
    wishes: fc.array(fc.record({ b: fc.nat(3), s: fc.nat(3), w: fc.integer({ min: 1, max: 6 }) }), { maxLength: 10 }),
    existing: fc.array(
      fc.record({
        b: fc.nat(5),
        s: fc.nat(5),
        d: fc.nat(1),
        slot: fc.integer({ min: 1, max: 4 }),
        other: fc.boolean(),
      }),
      { maxLength: 5 },
    ),
    apart: fc.array(fc.record({ b: fc.nat(3), s: fc.nat(3), same: fc.boolean() }), { maxLength: 4 }),
    interpreter: fc.boolean(),
  })
  .map((r): SchedulerInput => {
    const buyers = Array.from({ length: r.nB }, (_, k) => `b${k}`);
    const sellers = Array.from({ length: r.nS }, (_, k) => `s${k}`);
    // Kept meetings never clash (the database forbids it); b4, b5, s4, s5 are people of other projects.
    const busy = new Set<string>();
    const existing = r.existing.flatMap((x) => {
      const at = `${DATES[x.d]}|${x.slot}`;
      const who = [`b${x.b}`, `s${x.s}`];
      if (x.slot > r.S || who.some((p) => busy.has(`${p}|${at}`))) return [];
      for (const p of who) busy.add(`${p}|${at}`);
      return [
        {
          date: DATES[x.d],
          slot: x.slot,
          buyerId: who[0],
          sellerId: who[1],
          interpreterId: null,
          otherProject: x.other,
        },
      ];
    });
    // Buyer 0 speaks only Korean: their meetings need the interpreter, who is held to no project maximum.
    const languages: Record<string, string[]> = { b0: r.interpreter ? ['ko'] : ['en'] };
    for (const id of [...buyers.slice(1), ...sellers]) languages[id] = ['en'];
    return {
      dates: DATES.slice(0, r.days),
      slotsPerDay: r.S,
      maxMeetingsPerDay: r.L ?? undefined,
      projectDailyLimit: r.own,
      buyers,
      sellers,
      wishes: r.wishes.map((w) => ({ buyerId: `b${w.b}`, sellerId: `s${w.s}`, weight: w.w })),
      existing,
      blocked: [],
      apart: r.apart.map((a) => ({
        buyerId: `b${a.b}`,
        sellerId: `s${a.s}`,
        reason: a.same ? ('same_company' as const) : ('excluded_pair' as const),
      })),
      languages,
      interpreters: r.interpreter ? [{ id: 'i0', languages: ['ko', 'en'] }] : [],
    };
  });

/** Open wishes (valid, not met, heaviest of duplicates), split into those that may meet and those kept apart. */
function wishesOf(input: SchedulerInput) {
  const met = new Set(input.existing.filter((x) => !x.otherProject).map((x) => `${x.buyerId}|${x.sellerId}`));
  const apart = new Map((input.apart ?? []).map((a) => [`${a.buyerId}|${a.sellerId}`, a.reason]));
  const best = new Map<string, { buyerId: string; sellerId: string; weight: number }>();
  for (const w of input.wishes) {
    const k = `${w.buyerId}|${w.sellerId}`;
    if (!input.buyers.includes(w.buyerId) || !input.sellers.includes(w.sellerId) || met.has(k)) continue;
    if ((best.get(k)?.weight ?? 0) < w.weight) best.set(k, w);
  }
  const all = [...best.values()];
  return {
    plannable: all.filter((w) => !apart.has(`${w.buyerId}|${w.sellerId}`)),
    apart: all.filter((w) => apart.has(`${w.buyerId}|${w.sellerId}`)),
    reasonOf: (w: { buyerId: string; sellerId: string }) => apart.get(`${w.buyerId}|${w.sellerId}`),
  };
}

const RUNS = { numRuns: 300, seed: 20301127 };

describe('the planner under the pair rules', () => {
  it('never exceeds the daily maximum nor pairs people kept apart, and accounts for every wish', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const r = planSchedule(input);
        expect(planViolations(input, r.meetings)).toEqual([]);
        const { plannable, apart, reasonOf } = wishesOf(input);
        const key = (x: { buyerId: string; sellerId: string }) => `${x.buyerId}|${x.sellerId}`;
        expect([...r.meetings, ...r.unmet].map(key).sort()).toEqual([...plannable, ...apart].map(key).sort());
        for (const w of apart) {
          expect(r.unmet.find((u) => key(u) === key(w))?.reason).toBe(reasonOf(w));
        }
        // The project's maximum per buyer and seller per day, counted plainly over this project's meetings.
        const perDay = new Map<string, number>();
        const seen = new Set<string>();
        for (const x of input.existing) {
          const k = `${x.buyerId}|${x.sellerId}|${x.date}`;
          if (x.otherProject || seen.has(k)) continue;
          seen.add(k);
          for (const who of [x.buyerId, x.sellerId])
            perDay.set(`${who}|${x.date}`, (perDay.get(`${who}|${x.date}`) ?? 0) + 1);
        }
        for (const x of r.meetings) {
          for (const who of [x.buyerId, x.sellerId]) {
            const n = (perDay.get(`${who}|${x.date}`) ?? 0) + 1;
            perDay.set(`${who}|${x.date}`, n);
            // Kept meetings may already be over it (it was lowered later); a new one never adds to that.
            expect(n).toBeLessThanOrEqual(input.projectDailyLimit!);
          }
        }
      }),
      RUNS,
    );
  });

  it('keeps its bound above the exhaustive optimum under the rules', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const r = planSchedule(input);
        const optimum = bruteForceOptimum(input, wishesOf(input).plannable);
        expect(r.upperBound).toBeGreaterThanOrEqual(optimum - 1e-9);
        expect(r.totalWeight).toBeLessThanOrEqual(optimum);
      }),
      { ...RUNS, numRuns: 200 },
    );
  });

  it('names the daily maximum only when a slot was free for both but a day was full', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const r = planSchedule(input);
        const after = referenceRules({
          ...input,
          existing: [...input.existing, ...r.meetings.map((x) => ({ ...x, otherProject: false }))],
        });
        for (const u of r.unmet.filter((x) => x.reason === 'daily_limit')) {
          const need = after.interpretersFor(u.buyerId, u.sellerId);
          const limited = after.slots.some(
            ({ date, slot }) =>
              after.open(u.buyerId, date, slot, true) &&
              after.open(u.sellerId, date, slot, false) &&
              (need === null || need.some((i) => after.free(i, date, slot, false))) &&
              (!after.roomFor(u.buyerId, date, 1) || !after.roomFor(u.sellerId, date, 1)),
          );
          expect(limited, `${u.buyerId}-${u.sellerId}`).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('costs nothing without a maximum, and as much as a plan without it adds', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const r = planSchedule(input);
        const cost = dailyLimitCost(input, r);
        const free = planSchedule({ ...input, projectDailyLimit: undefined, compactTimeBudgetMs: 0 });
        expect(cost).toBeGreaterThanOrEqual(0);
        expect(cost).toBeLessThanOrEqual(Math.max(0, free.meetings.length - r.meetings.length));
        expect(dailyLimitCost({ ...input, projectDailyLimit: undefined }, r)).toBe(0);
      }),
      { ...RUNS, numRuns: 100 },
    );
  });

  it('counts a limit of two: the third wish of a buyer on a one-day event is left for the maximum', () => {
    const input: SchedulerInput = {
      dates: ['2030-06-03'],
      slotsPerDay: 4,
      projectDailyLimit: 2,
      buyers: ['b0'],
      sellers: ['s0', 's1', 's2'],
      wishes: [
        { buyerId: 'b0', sellerId: 's0', weight: 3 },
        { buyerId: 'b0', sellerId: 's1', weight: 2 },
        { buyerId: 'b0', sellerId: 's2', weight: 1 },
      ],
      existing: [],
      blocked: [],
      languages: {},
      interpreters: [],
    };
    const r = planSchedule(input);
    expect(r.meetings.map((x) => x.sellerId).sort()).toEqual(['s0', 's1']);
    expect(r.unmet).toEqual([{ buyerId: 'b0', sellerId: 's2', weight: 1, reason: 'daily_limit' }]);
    expect(dailyLimitCost(input, r)).toBe(1);
    // A meeting of another project that day does not count toward this project's maximum.
    const busyElsewhere = planSchedule({
      ...input,
      existing: [
        { date: '2030-06-03', slot: 4, buyerId: 'b0', sellerId: 'x', interpreterId: null, otherProject: true },
      ],
    });
    expect(busyElsewhere.meetings).toHaveLength(2);
    // One of this project does.
    const busyHere = planSchedule({
      ...input,
      existing: [{ date: '2030-06-03', slot: 4, buyerId: 'b0', sellerId: 'x', interpreterId: null }],
    });
    expect(busyHere.meetings.map((x) => x.sellerId)).toEqual(['s0']);
  });
});
