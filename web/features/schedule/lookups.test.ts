import { describe, expect, it } from 'vitest';
import type { Meeting } from '../../../core/schemas/meeting.ts';
import type { Schedule } from '../../../core/schemas/schedule.ts';
import { awayAt, blockOf, cellKey, indexSchedule, interpreterConflicts, sellerConflicts, withAway } from './lookups.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const person = (n: number) => ({ id: uuid(n), full_name: `P${n}`, company_name: `C${n}` });
const [b1, b2, s1, s2, s3, i1, i2] = [1, 2, 11, 12, 13, 21, 22].map(person);
const DATE = '2030-06-03';

function meeting(buyer: typeof b1, seller: typeof s1, start: string, extra: Partial<Meeting> = {}): Meeting {
  return {
    id: uuid(Math.floor(Math.random() * 1e9)),
    project: { id: uuid(99), name: 'X', time_zone: 'Asia/Seoul' },
    buyer,
    seller,
    interpreter: null,
    meeting_date: DATE,
    start_time: start,
    end_time: start,
    location: '',
    table: null,
    notes: '',
    status: 'scheduled',
    absence: null,
    check_in_count: 0,
    ...extra,
  };
}

function schedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    project: {
      id: uuid(99),
      name: 'X',
      description: '',
      start_date: DATE,
      end_date: '2030-06-05',
      location: '',
      daily_meet_limit: 4,
      status: 'active',
      poster_url: '',
      slot_minutes: 15,
      day_start: '09:00:00',
      time_zone: 'Asia/Seoul',
      mail_from_name: '',
      mail_reply_to: '',
      reminder_minutes: 15,
      travel_margin_minutes: 60,
      message_retention_days: null,
      categories: [],
      pending_request_cap: 10,
      request_expiry_days: 7,
      max_meetings_per_day: null,
      created_at: '2030-01-01T00:00:00Z',
      counts: { buyers: 2, sellers: 3, interpreters: 2, meetings: 0 },
    },
    date: DATE,
    slots: [],
    buyer_total: 2,
    buyers: [b1, b2],
    sellers: [s1, s2, s3],
    interpreters: [i1, i2].map((i) => ({ id: i.id, full_name: i.full_name, languages: [] })),
    meetings: [],
    people: [],
    other_day_pairs: [],
    blocked: [],
    tables: [],
    unavailable: [],
    busy: new Map(),
    ...overrides,
  };
}

describe('indexSchedule', () => {
  it('puts each meeting in its buyer and slot cell, by start time (seconds or not)', () => {
    const index = indexSchedule(schedule({ meetings: [meeting(b1, s1, '09:15'), meeting(b2, s2, '09:30:00')] }));
    expect(index.meetingAt.get(cellKey(b1.id, 2))?.seller.id).toBe(s1.id);
    expect(index.meetingAt.get(cellKey(b2.id, 3))?.seller.id).toBe(s2.id);
    expect(index.meetingAt.size).toBe(2);
  });

  it('finds a block of the buyer or of the whole slot, and nothing elsewhere', () => {
    const mine = { id: uuid(1001), buyer_id: b1.id, date: DATE, slot_number: 1, reason: 'Visit' };
    const all = { id: uuid(1002), buyer_id: null, date: DATE, slot_number: 3, reason: 'Lunch' };
    const index = indexSchedule(schedule({ blocked: [mine, all] }));
    expect(blockOf(index, DATE, b1.id, 1)).toEqual(mine);
    expect(blockOf(index, DATE, b2.id, 1)).toBeUndefined();
    expect(blockOf(index, DATE, b2.id, 3)).toEqual(all);
    expect(blockOf(index, DATE, b1.id, 2)).toBeUndefined();
  });
});

describe('sellerConflicts', () => {
  it('marks sellers the buyer met (today or another day) and sellers busy at that time', () => {
    const index = indexSchedule(
      schedule({
        meetings: [meeting(b2, s2, '09:00')],
        other_day_pairs: [{ buyer_id: b1.id, seller_id: s1.id }],
      }),
    );
    const got = sellerConflicts(index, [s1.id, s2.id, s3.id], {
      buyer_id: b1.id,
      meeting_date: DATE,
      start_time: '09:00',
    });
    expect(Object.fromEntries(got)).toEqual({ [s1.id]: 'already_met', [s2.id]: 'seller_busy' });
  });

  it('ignores cancelled meetings', () => {
    const index = indexSchedule(schedule({ meetings: [meeting(b2, s2, '09:00', { status: 'cancelled' })] }));
    expect(sellerConflicts(index, [s2.id], { buyer_id: b1.id, meeting_date: DATE, start_time: '09:00' }).size).toBe(0);
  });
});

describe("the day's choices", () => {
  it('mark the sellers and interpreters busy in meetings of rows not loaded', () => {
    const busy = new Map([
      ['09:00', { sellers: new Set([s3.id]), interpreters: new Set([i2.id]), tables: new Set<string>() }],
    ]);
    const index = indexSchedule(schedule({ busy }));
    const want = { buyer_id: b1.id, meeting_date: DATE, start_time: '09:00' };
    expect(Object.fromEntries(sellerConflicts(index, [s1.id, s3.id], want))).toEqual({ [s3.id]: 'seller_busy' });
    expect(Object.fromEntries(interpreterConflicts(index, [i1.id, i2.id], want))).toEqual({
      [i2.id]: 'interpreter_busy',
    });
    expect(sellerConflicts(index, [s3.id], { ...want, start_time: '09:15' }).size).toBe(0);
  });

  it('keep the rule’s order: a pair already met first, then the seller busy, then the buyer busy', () => {
    const busy = new Map([
      ['09:00', { sellers: new Set([s1.id, s2.id]), interpreters: new Set<string>(), tables: new Set<string>() }],
    ]);
    const index = indexSchedule(schedule({ busy, meetings: [meeting(b1, s1, '10:00'), meeting(b1, s3, '09:00')] }));
    const want = { buyer_id: b1.id, meeting_date: DATE, start_time: '09:00' };
    expect(Object.fromEntries(sellerConflicts(index, [s1.id, s2.id], want))).toEqual({
      [s1.id]: 'already_met',
      [s2.id]: 'seller_busy',
    });
  });
});

describe('interpreterConflicts', () => {
  it('marks interpreters booked at that time only', () => {
    const index = indexSchedule(
      schedule({ meetings: [meeting(b2, s2, '09:00', { interpreter: { id: i1.id, full_name: i1.full_name } })] }),
    );
    const at = (start_time: string) =>
      Object.fromEntries(interpreterConflicts(index, [i1.id, i2.id], { meeting_date: DATE, start_time }));
    expect(at('09:00')).toEqual({ [i1.id]: 'interpreter_busy' });
    expect(at('09:15')).toEqual({});
  });
});

describe('availability', () => {
  const index = indexSchedule(
    schedule({
      meetings: [meeting(b2, s2, '09:00')],
      unavailable: [
        { person_id: s1.id, slot_number: 1, why: 'marked' },
        { person_id: s2.id, slot_number: 1, why: 'travel' },
        { person_id: b1.id, slot_number: 2, why: 'travel' },
      ],
    }),
  );

  it('tells who is away in which slot, and why', () => {
    expect(awayAt(index, s1.id, 1)).toBe('marked');
    expect(awayAt(index, b1.id, 2)).toBe('travel');
    expect(awayAt(index, s1.id, 2)).toBeUndefined();
  });

  it('adds the people away to the conflicts; a conflict says more', () => {
    const conflicts = sellerConflicts(index, [s1.id, s2.id, s3.id], {
      buyer_id: b1.id,
      meeting_date: DATE,
      start_time: '09:00',
    });
    expect(Object.fromEntries(withAway(index, [s1.id, s2.id, s3.id], 1, conflicts))).toEqual({
      [s1.id]: 'unavailable',
      [s2.id]: 'seller_busy',
    });
  });
});
