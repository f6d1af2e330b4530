import { describe, expect, it } from 'vitest';
import { halfDaySlots, slotsOutsideStay, Unavailability } from './availability.ts';

const day = { day_start: '09:00', slot_minutes: 60, daily_meet_limit: 10 };

describe('halfDaySlots', () => {
  it('splits the day at noon: a slot starting before 12:00 is the morning', () => {
    expect(halfDaySlots(day, 'morning')).toEqual([1, 2, 3]);
    expect(halfDaySlots(day, 'afternoon')).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(halfDaySlots({ day_start: '11:30', slot_minutes: 30, daily_meet_limit: 3 }, 'morning')).toEqual([1]);
  });
});

describe('slotsOutsideStay', () => {
  const dates = ['2030-05-01', '2030-05-02'];
  it('leaves out the slots before arrival plus the margin and after departure minus it, saying which end', () => {
    // 11:00 and 15:00 in Seoul (UTC+9).
    const stay = { arrival: '2030-05-01T02:00:00Z', departure: '2030-05-02T06:00:00Z' };
    const out = slotsOutsideStay(day, 'Asia/Seoul', dates, stay, 60);
    expect(out.filter((s) => s.date === '2030-05-01')).toEqual(
      [1, 2, 3].map((slot) => ({ date: '2030-05-01', slot, side: 'arrival' })),
    );
    expect(out.filter((s) => s.date === '2030-05-02').map((s) => [s.slot, s.side])).toEqual(
      [6, 7, 8, 9, 10].map((slot) => [slot, 'departure']),
    );
  });

  it("reads the slots on the project's clock", () => {
    // 09:00 UTC is 11:00 in Paris in May, 18:00 in Seoul.
    const stay = { arrival: '2030-05-01T09:00:00Z', departure: null };
    expect(slotsOutsideStay(day, 'Europe/Paris', dates, stay, 0).map((s) => s.slot)).toEqual([1, 2]);
    expect(slotsOutsideStay(day, 'Asia/Seoul', dates, stay, 0).map((s) => s.slot)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('leaves nothing out without a known arrival or departure', () => {
    expect(slotsOutsideStay(day, 'Asia/Seoul', dates, { arrival: null, departure: null }, 60)).toEqual([]);
  });
});

describe('Unavailability', () => {
  it("keeps the person's own mark over travel or a block", () => {
    const u = new Unavailability();
    u.add('p', '2030-05-01', 1, 'travel');
    u.add('p', '2030-05-01', 1, 'marked');
    u.add('p', '2030-05-01', 1, 'blocked');
    expect(u.reason('p', '2030-05-01', 1)).toBe('marked');
    expect(u.reason('p', '2030-05-01', 2)).toBeNull();
  });
});
