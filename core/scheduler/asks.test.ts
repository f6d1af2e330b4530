// The organiser's asks in the auto-schedule: fixed meetings exactly at their slots, precedences kept
// when both meetings are planned, and reasons that name people, meetings and slots when there is no plan.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainInfeasibility } from '../placement/infeasibility.ts';
import type { PlacementInstance } from '../placement/types.ts';
import { planViolations } from './check.ts';
import { askViolations } from './check-asks.ts';
import { planSchedule } from './index.ts';
import type { SchedulerInput } from './types.ts';

const base = (over: Partial<SchedulerInput> = {}): SchedulerInput => ({
  dates: ['2030-06-03', '2030-06-04'],
  slotsPerDay: 4,
  buyers: ['b1', 'b2', 'b3'],
  sellers: ['s1', 's2'],
  wishes: [],
  existing: [],
  blocked: [],
  languages: {},
  interpreters: [],
  ...over,
});
const day = '2030-06-03';

describe('fixed meetings', () => {
  it('are planned exactly at their slots, with their wish weight or 0, around the wishes', () => {
    const input = base({
      wishes: [
        { buyerId: 'b1', sellerId: 's1', weight: 3 },
        { buyerId: 'b2', sellerId: 's1', weight: 2 },
      ],
      fixed: [
        { buyerId: 'b1', sellerId: 's1', date: '2030-06-04', slot: 3 },
        { buyerId: 'b3', sellerId: 's2', date: day, slot: 2 },
      ],
    });
    const r = planSchedule(input);
    expect(r.infeasibility).toBeUndefined();
    expect(askViolations(input, r.meetings)).toEqual([]);
    expect(r.meetings).toContainEqual({
      date: '2030-06-04',
      slot: 3,
      buyerId: 'b1',
      sellerId: 's1',
      interpreterId: null,
      weight: 3,
      fixed: true,
    });
    expect(r.meetings).toContainEqual({
      date: day,
      slot: 2,
      buyerId: 'b3',
      sellerId: 's2',
      interpreterId: null,
      weight: 0,
      fixed: true,
    });
    // The wished meeting planned around them is not fixed.
    expect(r.meetings.filter((m) => !m.fixed).map((m) => m.buyerId)).toEqual(['b2']);
    // The wish of b1 and s1 is met by the fixed meeting: planned once.
    expect(r.meetings.filter((m) => m.buyerId === 'b1' && m.sellerId === 's1')).toHaveLength(1);
    expect(r.meetings).toHaveLength(3);
    expect(r.totalWeight).toBe(5);
    expect(r.upperBound).toBeGreaterThanOrEqual(5);
  });

  it('get an interpreter who speaks both sides and is free then', () => {
    const input = base({
      languages: { b1: ['Korean'], s1: ['Japanese'] },
      interpreters: [
        { id: 'i1', languages: ['Korean', 'English'] },
        { id: 'i2', languages: ['korean', 'japanese'] },
      ],
      fixed: [{ buyerId: 'b1', sellerId: 's1', date: day, slot: 1 }],
    });
    expect(planSchedule(input).meetings).toEqual([
      { date: day, slot: 1, buyerId: 'b1', sellerId: 's1', interpreterId: 'i2', weight: 0, fixed: true },
    ]);
    const busy = planSchedule({
      ...input,
      existing: [{ date: day, slot: 1, buyerId: 'b2', sellerId: 's2', interpreterId: 'i2' }],
    });
    expect(busy.infeasibility).toEqual([
      {
        code: 'fixed_no_interpreter',
        people: ['b1', 's1'],
        meetings: [{ buyerId: 'b1', sellerId: 's1', date: day, slot: 1, fixed: true }],
        slots: [{ date: day, slot: 1 }],
      },
    ]);
  });

  it('two of one seller in one slot: no plan, the seller, the slot and both meetings named', () => {
    const input = base({
      wishes: [{ buyerId: 'b3', sellerId: 's2', weight: 5 }],
      fixed: [
        { buyerId: 'b1', sellerId: 's1', date: day, slot: 2 },
        { buyerId: 'b2', sellerId: 's1', date: day, slot: 2 },
      ],
    });
    const r = planSchedule(input);
    expect(r.meetings).toEqual([]);
    expect(r.infeasibility).toEqual([
      {
        code: 'fixed_person_clash',
        people: ['s1'],
        meetings: [
          { buyerId: 'b1', sellerId: 's1', date: day, slot: 2, fixed: true },
          { buyerId: 'b2', sellerId: 's1', date: day, slot: 2, fixed: true },
        ],
        slots: [{ date: day, slot: 2 }],
      },
    ]);
  });

  it('each obstacle on the grid is a reason of its own', () => {
    const at = { date: day, slot: 1 };
    const reasons = (over: Partial<SchedulerInput>, fixed = [{ buyerId: 'b1', sellerId: 's1', ...at }]) =>
      (planSchedule(base({ ...over, fixed })).infeasibility ?? []).map((r) => [r.code, r.people, r.counts]);
    expect(reasons({ unavailable: [{ personId: 's1', ...at }] })).toEqual([['fixed_when_away', ['s1'], undefined]]);
    expect(reasons({ blocked: [{ ...at, buyerId: null }] })).toEqual([['fixed_slot_closed', [], undefined]]);
    expect(reasons({ existing: [{ ...at, buyerId: 'b2', sellerId: 's1', interpreterId: null }] })).toEqual([
      ['fixed_person_clash', ['s1'], undefined],
    ]);
    expect(reasons({ existing: [{ ...at, slot: 3, buyerId: 'b1', sellerId: 's1', interpreterId: null }] })).toEqual([
      ['fixed_already_met', ['b1', 's1'], undefined],
    ]);
    // Already booked at that very slot: nothing left to do.
    expect(reasons({ existing: [{ ...at, buyerId: 'b1', sellerId: 's1', interpreterId: null }] })).toEqual([]);
    expect(reasons({ apart: [{ buyerId: 'b1', sellerId: 's1', reason: 'excluded_pair' }] })).toEqual([
      ['fixed_excluded_pair', ['b1', 's1'], undefined],
    ]);
    expect(reasons({}, [{ buyerId: 'b1', sellerId: 's1', date: '2031-01-01', slot: 1 }])).toEqual([
      ['fixed_off_grid', ['b1', 's1'], undefined],
    ]);
    expect(reasons({ buyers: ['b2'] })).toEqual([['fixed_not_participant', ['b1'], undefined]]);
    expect(
      reasons({ tables: { pool: 2, fixedSellers: [], poolTaken: [{ ...at, count: 1 }] } }, [
        { buyerId: 'b1', sellerId: 's1', ...at },
        { buyerId: 'b2', sellerId: 's2', ...at },
      ]),
    ).toEqual([['fixed_over_tables', [], { tables: 1, fixed: 2 }]]);
    expect(
      reasons({ projectDailyLimit: 1 }, [
        { buyerId: 'b1', sellerId: 's1', ...at },
        { buyerId: 'b1', sellerId: 's2', date: day, slot: 3 },
      ]),
    ).toEqual([['fixed_over_daily_limit', ['b1'], { max: 1, meetings: 2 }]]);
  });

  it('take a pool table each, so wishes do not fill their slot', () => {
    const input = base({
      slotsPerDay: 1,
      dates: [day],
      tables: { pool: 1, fixedSellers: [], poolTaken: [] },
      wishes: [{ buyerId: 'b2', sellerId: 's2', weight: 9 }],
      fixed: [{ buyerId: 'b1', sellerId: 's1', date: day, slot: 1 }],
    });
    const r = planSchedule(input);
    expect(r.meetings.map((m) => m.buyerId)).toEqual(['b1']);
    expect(r.unmet.map((u) => u.reason)).toEqual(['no_free_table']);
  });
});

describe('precedences', () => {
  it('a circle of orders, or an order against fixed slots, is a reason', () => {
    const p = (a: [string, string], b: [string, string]) => ({
      before: { buyerId: a[0], sellerId: a[1] },
      after: { buyerId: b[0], sellerId: b[1] },
    });
    const cycle = planSchedule(
      base({
        precedences: [p(['b1', 's1'], ['b2', 's1']), p(['b2', 's1'], ['b3', 's2']), p(['b3', 's2'], ['b1', 's1'])],
      }),
    ).infeasibility;
    expect(cycle?.map((r) => [r.code, r.meetings.map((m) => m.buyerId)])).toEqual([
      ['precedence_cycle', ['b1', 'b2', 'b3']],
    ]);
    const against = planSchedule(
      base({
        fixed: [{ buyerId: 'b1', sellerId: 's1', date: '2030-06-04', slot: 1 }],
        existing: [{ date: day, slot: 4, buyerId: 'b2', sellerId: 's2', interpreterId: null }],
        precedences: [p(['b1', 's1'], ['b2', 's2'])],
      }),
    ).infeasibility;
    expect(against?.map((r) => [r.code, r.slots])).toEqual([
      [
        'precedence_against_fixed',
        [
          { date: '2030-06-04', slot: 1 },
          { date: day, slot: 4 },
        ],
      ],
    ]);
  });

  it('a wish left out only for the order asked says so', () => {
    const order = { before: { buyerId: 'b2', sellerId: 's2' }, after: { buyerId: 'b1', sellerId: 's1' } };
    const r = planSchedule(
      base({
        dates: [day],
        slotsPerDay: 2,
        wishes: [{ buyerId: 'b2', sellerId: 's2', weight: 3 }],
        fixed: [{ buyerId: 'b1', sellerId: 's1', date: day, slot: 1 }],
        precedences: [order],
      }),
    );
    expect(r.unmet).toEqual([{ buyerId: 'b2', sellerId: 's2', weight: 3, reason: 'out_of_order' }]);
  });

  it('are kept by every plan whenever both meetings are planned (random projects)', () => {
    const people = fc.constantFrom('b1', 'b2', 'b3');
    const sellers = fc.constantFrom('s1', 's2');
    const pair = fc.record({ buyerId: people, sellerId: sellers });
    fc.assert(
      fc.property(
        fc.array(fc.record({ buyerId: people, sellerId: sellers, weight: fc.integer({ min: 1, max: 5 }) }), {
          maxLength: 6,
        }),
        fc.array(fc.record({ before: pair, after: pair }), { maxLength: 4 }),
        fc.array(fc.record({ buyerId: people, sellerId: sellers, slot: fc.integer({ min: 1, max: 3 }) }), {
          maxLength: 2,
        }),
        (wishes, precedences, fixed) => {
          const input = base({
            dates: [day],
            slotsPerDay: 3,
            wishes,
            precedences: precedences.filter(
              (x) => x.before.buyerId !== x.after.buyerId || x.before.sellerId !== x.after.sellerId,
            ),
            fixed: [...new Map(fixed.map((f) => [`${f.buyerId}|${f.sellerId}`, { ...f, date: day }])).values()],
          });
          const r = planSchedule(input);
          if (r.infeasibility) return;
          expect(askViolations(input, r.meetings)).toEqual([]);
          const fixedPairs = new Set(input.fixed?.map((f) => `${f.buyerId}|${f.sellerId}`));
          const wished = new Set(wishes.map((w) => `${w.buyerId}|${w.sellerId}`));
          // Fixed meetings nobody wished are checked as kept ones: the others must work around them.
          const unwished = (m: { buyerId: string; sellerId: string }) =>
            fixedPairs.has(`${m.buyerId}|${m.sellerId}`) && !wished.has(`${m.buyerId}|${m.sellerId}`);
          const kept = r.meetings.filter(unwished).map(({ weight: _, fixed: __, ...m }) => m);
          const others = r.meetings.filter((m) => !unwished(m));
          expect(planViolations({ ...input, existing: [...input.existing, ...kept] }, others)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the asks and the placement agree', () => {
  // Measured: about 4 runs in 10 have no plan, so both answers are exercised.
  it('on one day, fixed meetings leave no plan exactly when the placement finds a reason', () => {
    const S = 4;
    const buyers = ['b1', 'b2', 'b3'];
    const sellers = ['s1', 's2', 's3'];
    const who = fc.record({
      b: fc.constantFrom(...buyers),
      s: fc.constantFrom(...sellers),
      slot: fc.integer({ min: 1, max: S }),
    });
    fc.assert(
      fc.property(
        fc.array(who, { maxLength: 4 }),
        fc.array(who, { maxLength: 4 }),
        fc.array(fc.record({ p: fc.constantFrom(...buyers, ...sellers), slot: fc.integer({ min: 1, max: S }) }), {
          maxLength: 4,
        }),
        (booked, asked, marks) => {
          // Booked meetings as the grid holds them: one per person and slot, one per pair.
          const busy = new Set<string>();
          const pairs = new Set<string>();
          const existing = booked.filter(({ b, s, slot }) => {
            if (busy.has(`${b}|${slot}`) || busy.has(`${s}|${slot}`) || pairs.has(`${b}|${s}`)) return false;
            busy.add(`${b}|${slot}`).add(`${s}|${slot}`);
            pairs.add(`${b}|${s}`);
            return true;
          });
          // Absences where nothing is booked; fixed pairs once each, none of them booked already.
          const away = marks.filter(({ p, slot }) => !busy.has(`${p}|${slot}`));
          const fixed = [
            ...new Map(asked.filter((f) => !pairs.has(`${f.b}|${f.s}`)).map((f) => [`${f.b}|${f.s}`, f])).values(),
          ];
          const input = base({
            dates: [day],
            slotsPerDay: S,
            buyers,
            sellers,
            existing: existing.map(({ b, s, slot }) => ({
              date: day,
              slot,
              buyerId: b,
              sellerId: s,
              interpreterId: null,
            })),
            unavailable: away.map(({ p, slot }) => ({ personId: p, date: day, slot })),
            fixed: fixed.map(({ b, s, slot }) => ({ buyerId: b, sellerId: s, date: day, slot })),
          });
          const instance: PlacementInstance = {
            people: [...buyers, ...sellers],
            meetings: [...existing, ...fixed].map(({ b, s, slot }) => ({ a: b, b: s, fixed: slot - 1 })),
            slots: S,
            tables: existing.length + fixed.length,
            forbidden: Object.fromEntries(
              [...buyers, ...sellers].map((p) => [p, away.filter((u) => u.p === p).map((u) => u.slot - 1)]),
            ),
          };
          const ours = planSchedule(input).infeasibility ?? [];
          const theirs = explainInfeasibility(instance);
          expect(ours.length > 0, JSON.stringify({ ours, theirs })).toBe(theirs.length > 0);
        },
      ),
      { numRuns: 400 },
    );
  });
});
