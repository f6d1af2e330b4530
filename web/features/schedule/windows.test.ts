import { describe, expect, it } from 'vitest';
import type { ScheduleChoices, ScheduleWire } from '../../../core/schemas/schedule.ts';
import { mergeWindows, windowsFor } from './windows.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const person = (n: number) => ({ id: uuid(n), full_name: `P${n}`, company_name: '' });
const DATE = '2030-06-03';

/** A window of `count` buyers from row `offset` of `total`, each buyer numbered by their row. */
function window(offset: number, count: number, total: number, extra: Partial<ScheduleWire> = {}): ScheduleWire {
  return {
    project: { id: uuid(9999), name: 'X', time_zone: 'UTC' } as ScheduleWire['project'],
    date: DATE,
    slots: [{ number: 1, start: '09:00', end: '09:30' }],
    buyer_total: total,
    offset,
    buyers: Array.from({ length: count }, (_, i) => person(offset + i)),
    meetings: [],
    people: [],
    other_day_pairs: [],
    blocked: [],
    unavailable: [],
    ...extra,
  };
}

describe('windowsFor', () => {
  it('names the windows holding the rows on screen, and always the first', () => {
    expect(windowsFor(0, 20, 4000)).toEqual([0]);
    expect(windowsFor(45, 60, 4000)).toEqual([0, 50]);
    expect(windowsFor(1210, 1230, 4000)).toEqual([0, 1200]);
    // Past the last row (the virtualiser's overscan): no window beyond the rows there are.
    expect(windowsFor(3990, 4010, 4000)).toEqual([0, 3950]);
    expect(windowsFor(0, 0, 0)).toEqual([0]);
  });
});

describe('mergeWindows', () => {
  it('puts each window’s buyers at their rows, leaving the rows not loaded empty', () => {
    const s = mergeWindows([window(0, 50, 200), window(150, 50, 200)], undefined);
    expect(s.buyers).toHaveLength(200);
    expect(s.buyers[0]?.id).toBe(uuid(0));
    expect(s.buyers[60]).toBeUndefined();
    expect(s.buyers[199]?.id).toBe(uuid(199));
    expect([s.sellers, s.interpreters, s.tables, s.busy.size]).toEqual([[], [], [], 0]);
  });

  it('names each meeting’s people and keeps a meeting, a whole-slot block and a person once', () => {
    const meeting = {
      id: uuid(5000),
      buyer_id: uuid(1),
      seller_id: uuid(3000),
      interpreter_id: null,
      start_time: '09:00',
      end_time: '09:30',
      location: '',
      table: null,
      notes: '',
      status: 'scheduled' as const,
      absence: null,
      check_in_count: 0,
    };
    const lunch = { id: uuid(6000), buyer_id: null, date: DATE, slot_number: 1, reason: 'Lunch' };
    const first = window(0, 50, 100, { meetings: [meeting], people: [person(3000)], blocked: [lunch] });
    const again = window(0, 50, 100, { meetings: [meeting], people: [person(3000)], blocked: [lunch] });
    const s = mergeWindows([first, again, window(50, 50, 100, { blocked: [lunch] })], undefined);
    expect(s.meetings).toHaveLength(1);
    expect(s.meetings[0]).toMatchObject({ buyer: person(1), seller: person(3000), meeting_date: DATE });
    expect(s.blocked).toEqual([lunch]);
    expect(s.people).toEqual([person(3000)]);
  });

  it('keeps a window’s meetings the same objects when the windows merge again, so cells on screen are not drawn again', () => {
    const meeting = {
      id: uuid(5001),
      buyer_id: uuid(2),
      seller_id: uuid(3000),
      interpreter_id: null,
      start_time: '09:00',
      end_time: '09:30',
      location: '',
      table: null,
      notes: '',
      status: 'scheduled' as const,
      absence: null,
      check_in_count: 0,
    };
    const first = window(0, 50, 100, { meetings: [meeting], people: [person(3000)] });
    const before = mergeWindows([first], undefined);
    const after = mergeWindows([first, window(50, 50, 100)], undefined);
    expect(after.meetings[0]).toBe(before.meetings[0]);
    // A window read again (after a change) is a new answer: its meetings are made anew.
    const reread = mergeWindows([{ ...first }, window(50, 50, 100)], undefined);
    expect(reread.meetings[0]).not.toBe(before.meetings[0]);
    expect(reread.meetings[0]).toEqual(before.meetings[0]);
  });

  it('leaves out a window read with another row count (before a change) rather than misplace its rows', () => {
    const s = mergeWindows([window(0, 50, 120), window(50, 50, 121)], undefined);
    expect(s.buyers[50]).toBeUndefined();
  });

  it('turns the choices’ positions into the busy people and tables of each start time', () => {
    const choices: ScheduleChoices = {
      date: DATE,
      sellers: [person(3000), person(3001)],
      interpreters: [{ id: uuid(4000), full_name: 'I', languages: [] }],
      tables: [{ id: uuid(7000), name: 'A-1', position: 1, seller: null }],
      unavailable: [{ person_id: uuid(3001), slot_number: 1, why: 'marked' }],
      busy: [{ start: '09:00', sellers: [1], interpreters: [0], tables: [0] }],
    };
    const s = mergeWindows([window(0, 10, 10)], choices);
    expect(s.busy.get('09:00')).toEqual({
      sellers: new Set([uuid(3001)]),
      interpreters: new Set([uuid(4000)]),
      tables: new Set([uuid(7000)]),
    });
    expect(s.unavailable).toEqual(choices.unavailable);
    expect(s.sellers).toEqual(choices.sellers);
  });
});
