import { describe, expect, it } from 'vitest';
import { planViolations } from './check.ts';
import { planSchedule } from './index.ts';
import type { SchedulerInput } from './types.ts';

const base = (over: Partial<SchedulerInput> = {}): SchedulerInput => ({
  dates: ['2030-06-03'],
  slotsPerDay: 2,
  buyers: ['b1', 'b2'],
  sellers: ['s1', 's2'],
  wishes: [],
  existing: [],
  blocked: [],
  languages: {},
  interpreters: [],
  ...over,
});

describe('planSchedule', () => {
  it('meets every wish when slots allow, once per pair, in distinct slots', () => {
    const input = base({
      wishes: [
        { buyerId: 'b1', sellerId: 's1', weight: 6 },
        { buyerId: 'b1', sellerId: 's2', weight: 1 },
        { buyerId: 'b2', sellerId: 's1', weight: 3 },
        { buyerId: 'b2', sellerId: 's2', weight: 2 },
      ],
    });
    const r = planSchedule(input);
    expect(planViolations(input, r.meetings)).toEqual([]);
    expect(r.meetings).toHaveLength(4);
    expect(r.totalWeight).toBe(12);
    expect(r.upperBound).toBe(12);
    expect(r.unmet).toEqual([]);
  });

  it('keeps the heavier wish when a seller has one free slot, and says why the other lost', () => {
    const input = base({
      slotsPerDay: 1,
      wishes: [
        { buyerId: 'b1', sellerId: 's1', weight: 1 },
        { buyerId: 'b2', sellerId: 's1', weight: 4 },
      ],
    });
    const r = planSchedule(input);
    expect(r.meetings.map((x) => x.buyerId)).toEqual(['b2']);
    expect(r.unmet).toEqual([{ buyerId: 'b1', sellerId: 's1', weight: 1, reason: 'outweighed' }]);
  });

  it('leaves out pairs that met in this project but not those of another project', () => {
    const input = base({
      wishes: [
        { buyerId: 'b1', sellerId: 's1', weight: 3 },
        { buyerId: 'b2', sellerId: 's2', weight: 3 },
      ],
      existing: [
        { date: '2029-01-01', slot: 1, buyerId: 'b1', sellerId: 's1', interpreterId: null },
        { date: '2029-01-01', slot: 2, buyerId: 'b2', sellerId: 's2', interpreterId: null, otherProject: true },
      ],
    });
    const r = planSchedule(input);
    expect(r.meetings.map((x) => `${x.buyerId}-${x.sellerId}`)).toEqual(['b2-s2']);
    expect(r.unmet).toEqual([]);
  });

  it('respects blocked slots and kept meetings, and names the side that has no slot', () => {
    const input = base({
      wishes: [
        { buyerId: 'b1', sellerId: 's1', weight: 3 },
        { buyerId: 'b2', sellerId: 's2', weight: 3 },
      ],
      blocked: [
        { date: '2030-06-03', slot: 1, buyerId: null },
        { date: '2030-06-03', slot: 2, buyerId: 'b1' },
      ],
      existing: [{ date: '2030-06-03', slot: 2, buyerId: 'b9', sellerId: 's2', interpreterId: null }],
    });
    const r = planSchedule(input);
    expect(r.meetings).toEqual([]);
    expect(r.unmet.map((u) => u.reason).sort()).toEqual(['buyer_unavailable', 'no_shared_slot']);
    expect(r.upperBound).toBe(0);
  });

  it('attaches an interpreter only when the sides share no language, one who speaks both', () => {
    const input = base({
      wishes: [
        { buyerId: 'b1', sellerId: 's1', weight: 3 },
        { buyerId: 'b2', sellerId: 's2', weight: 3 },
        { buyerId: 'b2', sellerId: 's1', weight: 1 },
      ],
      languages: { b1: ['English'], s1: [' korean '], b2: ['Japanese', 'korean'], s2: ['English'] },
      interpreters: [
        { id: 'i-ja', languages: ['Japanese', 'English'] },
        { id: 'i-en', languages: ['english', 'KOREAN'] },
      ],
    });
    const r = planSchedule(input);
    expect(planViolations(input, r.meetings)).toEqual([]);
    const by = new Map(r.meetings.map((x) => [`${x.buyerId}-${x.sellerId}`, x.interpreterId]));
    expect(by.get('b1-s1')).toBe('i-en');
    expect(by.get('b2-s1')).toBeNull();
    expect(by.get('b2-s2')).toBe('i-ja');
    expect(r.meetings).toHaveLength(3);
  });

  it('reports no_interpreter_language when nobody can interpret', () => {
    const input = base({
      wishes: [{ buyerId: 'b1', sellerId: 's1', weight: 3 }],
      languages: { b1: ['en'], s1: ['ko'] },
      interpreters: [{ id: 'i1', languages: ['ja', 'ko'] }],
    });
    const r = planSchedule(input);
    expect(r.unmet.map((u) => u.reason)).toEqual(['no_interpreter_language']);
  });

  it('holds the daily limit, counting kept meetings', () => {
    const input = base({
      dates: ['2030-06-03', '2030-06-04'],
      slotsPerDay: 3,
      maxMeetingsPerDay: 1,
      buyers: ['b1'],
      sellers: ['s1', 's2', 's3'],
      wishes: ['s1', 's2', 's3'].map((s) => ({ buyerId: 'b1', sellerId: s, weight: 1 })),
      existing: [{ date: '2030-06-03', slot: 1, buyerId: 'b1', sellerId: 's9', interpreterId: null }],
    });
    const r = planSchedule(input);
    expect(planViolations(input, r.meetings)).toEqual([]);
    expect(r.meetings).toHaveLength(1);
    expect(r.meetings[0].date).toBe('2030-06-04');
  });

  it('counts a meeting of another project spanning two slots once toward the day, and tolerates unknown ids', () => {
    const other = { date: '2030-06-03', buyerId: 'b1', sellerId: '', interpreterId: null, otherProject: true };
    const input = base({
      slotsPerDay: 4,
      maxMeetingsPerDay: 2,
      buyers: ['b1'],
      sellers: ['s1', 's2'],
      wishes: [
        { buyerId: 'b1', sellerId: 's1', weight: 3 },
        { buyerId: 'b1', sellerId: 's2', weight: 1 },
      ],
      existing: [
        { ...other, slot: 1 },
        { ...other, slot: 2 },
        { date: '2030-06-03', slot: 3, buyerId: '', sellerId: 's9', interpreterId: 'nobody', otherProject: true },
      ],
    });
    const r = planSchedule(input);
    expect(planViolations(input, r.meetings)).toEqual([]);
    expect(r.meetings.map((x) => [x.sellerId, x.slot])).toEqual([['s1', 3]]);
    // Slot 4 is free for both, but the buyer's day is full.
    expect(r.unmet).toEqual([{ buyerId: 'b1', sellerId: 's2', weight: 1, reason: 'daily_limit' }]);
  });

  it('gives the same plan for the same input', () => {
    const input = base({
      slotsPerDay: 3,
      buyers: ['b1', 'b2', 'b3'],
      sellers: ['s1', 's2', 's3'],
      wishes: ['b1', 'b2', 'b3'].flatMap((b, i) =>
        ['s1', 's2', 's3'].map((s, j) => ({ buyerId: b, sellerId: s, weight: 1 + ((i * 3 + j) % 4) })),
      ),
    });
    const { elapsedMs: _a, phases: _b, ...first } = planSchedule(input);
    const { elapsedMs: _c, phases: _d, ...second } = planSchedule(input);
    expect(second).toEqual(first);
    expect(first.meetings).toHaveLength(9);
  });
});
