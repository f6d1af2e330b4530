import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayFits, overlappedSlots, type SlotSettings, slotAt, slotNumberOf, slotsOfDay } from './slots.ts';

const day = (overrides: Partial<SlotSettings> = {}): SlotSettings => ({
  day_start: '09:00',
  slot_minutes: 60,
  daily_meet_limit: 10,
  ...overrides,
});

describe('slotAt', () => {
  it('starts slot 1 at the day start', () => {
    expect(slotAt(day(), 1)).toEqual({ number: 1, start: '09:00', end: '10:00' });
  });

  it('places slot n back to back', () => {
    expect(slotAt(day(), 3)).toEqual({ number: 3, start: '11:00', end: '12:00' });
    expect(slotAt(day({ day_start: '08:30', slot_minutes: 45 }), 2)).toEqual({
      number: 2,
      start: '09:15',
      end: '10:00',
    });
  });

  it('ignores seconds in the day start, as the database returns them', () => {
    expect(slotAt(day({ day_start: '09:00:00' }), 2)).toEqual({ number: 2, start: '10:00', end: '11:00' });
  });
});

describe('slotsOfDay', () => {
  it('gives daily_meet_limit slots numbered from 1', () => {
    const slots = slotsOfDay(day());
    expect(slots).toHaveLength(10);
    expect(slots.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(slots[0]).toEqual({ number: 1, start: '09:00', end: '10:00' });
    expect(slots[9]).toEqual({ number: 10, start: '18:00', end: '19:00' });
  });

  it('chains each slot end to the next start', () => {
    const slots = slotsOfDay(day({ slot_minutes: 25, daily_meet_limit: 7 }));
    for (let i = 1; i < slots.length; i++) expect(slots[i].start).toBe(slots[i - 1].end);
  });

  it('can end exactly at 24:00', () => {
    const slots = slotsOfDay(day({ day_start: '14:00' }));
    expect(slots.at(-1)).toEqual({ number: 10, start: '23:00', end: '24:00' });
  });

  it('gives a single slot for a limit of 1', () => {
    expect(slotsOfDay(day({ daily_meet_limit: 1 }))).toEqual([{ number: 1, start: '09:00', end: '10:00' }]);
  });
});

describe('dayFits', () => {
  it('accepts the defaults', () => {
    expect(dayFits(day())).toBe(true);
  });

  it('accepts a day ending exactly at 24:00', () => {
    expect(dayFits(day({ day_start: '14:00' }))).toBe(true);
    expect(dayFits(day({ day_start: '00:00', slot_minutes: 240, daily_meet_limit: 6 }))).toBe(true);
  });

  it('refuses a day ending one minute after 24:00', () => {
    expect(dayFits(day({ day_start: '14:01' }))).toBe(false);
    expect(dayFits(day({ day_start: '23:01', slot_minutes: 60, daily_meet_limit: 1 }))).toBe(false);
  });

  it('refuses 50 slots of 60 minutes from 09:00 but accepts 50 of 15', () => {
    expect(dayFits(day({ daily_meet_limit: 50 }))).toBe(false);
    expect(dayFits(day({ daily_meet_limit: 50, slot_minutes: 15 }))).toBe(true);
  });
});

describe('slotNumberOf', () => {
  it('finds the slot a start time opens', () => {
    expect(slotNumberOf(day(), '09:00')).toBe(1);
    expect(slotNumberOf(day(), '13:00')).toBe(5);
    expect(slotNumberOf(day(), '18:00:00')).toBe(10);
  });

  it('is the inverse of slotAt for every slot', () => {
    const s = day({ day_start: '08:15', slot_minutes: 35, daily_meet_limit: 12 });
    for (const slot of slotsOfDay(s)) expect(slotNumberOf(s, slot.start)).toBe(slot.number);
  });

  it('is null off a slot boundary', () => {
    expect(slotNumberOf(day(), '09:30')).toBeNull();
  });

  it('is null before the day starts', () => {
    expect(slotNumberOf(day(), '08:00')).toBeNull();
  });

  it('is null past the last slot', () => {
    expect(slotNumberOf(day(), '19:00')).toBeNull();
  });
});

describe('overlappedSlots', () => {
  it('is the one slot a meeting on the grid fills', () => {
    expect(overlappedSlots(day(), '10:00', '11:00')).toEqual([2]);
    expect(overlappedSlots(day(), '10:00:00', '11:00:00')).toEqual([2]);
  });

  it('counts every slot a meeting off the grid touches, not those it only borders', () => {
    expect(overlappedSlots(day(), '10:30', '12:15')).toEqual([2, 3, 4]);
    expect(overlappedSlots(day({ slot_minutes: 30 }), '09:15', '09:45')).toEqual([1, 2]);
  });

  it('is empty for a meeting outside the day', () => {
    expect(overlappedSlots(day(), '07:00', '09:00')).toEqual([]);
    expect(overlappedSlots(day(), '19:00', '20:00')).toEqual([]);
  });

  it('names exactly the slots of the day whose span meets the meeting’s, for any grid and times', () => {
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 * 60 }),
        fc.constantFrom(15, 20, 30, 45, 60),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: 1, max: 6 * 60 }),
        (start, length, count, from, minutes) => {
          const grid = day({ day_start: hhmm(start), slot_minutes: length, daily_meet_limit: count });
          fc.pre(dayFits(grid) && from + minutes < 24 * 60);
          const [a, b] = [from, from + minutes];
          const expected = slotsOfDay(grid)
            .filter((slot) => {
              const [h1, m1] = slot.start.split(':').map(Number) as [number, number];
              const [h2, m2] = slot.end.split(':').map(Number) as [number, number];
              return h1 * 60 + m1 < b && a < h2 * 60 + m2;
            })
            .map((slot) => slot.number);
          expect(overlappedSlots(grid, hhmm(a), hhmm(b))).toEqual(expected);
        },
      ),
    );
  });
});
