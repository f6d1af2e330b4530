import { describe, expect, it } from 'vitest';
import { type BookedMeeting, counts, interpreterConflict, isBlocked, sellerConflict } from './meeting-conflicts.ts';

const meeting = (overrides: Partial<BookedMeeting> = {}): BookedMeeting => ({
  buyer_id: 'b1',
  seller_id: 's1',
  interpreter_id: 'i1',
  meeting_date: '2030-05-01',
  start_time: '09:00',
  status: 'scheduled',
  ...overrides,
});

const want = (overrides: Partial<Parameters<typeof sellerConflict>[1]> = {}) => ({
  buyer_id: 'b1',
  seller_id: 's1',
  meeting_date: '2030-05-01',
  start_time: '09:00',
  ...overrides,
});

describe('sellerConflict', () => {
  it('is null with no meetings', () => {
    expect(sellerConflict([], want())).toBeNull();
  });

  it('is already_met when the pair meets at any other time of the project', () => {
    const booked = [meeting({ meeting_date: '2030-05-02', start_time: '14:00' })];
    expect(sellerConflict(booked, want())).toBe('already_met');
  });

  it('is already_met before seller_busy when both hold', () => {
    expect(sellerConflict([meeting()], want())).toBe('already_met');
  });

  it('is seller_busy when the seller meets another buyer at that time', () => {
    expect(sellerConflict([meeting({ buyer_id: 'b2' })], want())).toBe('seller_busy');
  });

  it('is buyer_busy when the buyer meets another seller at that time', () => {
    expect(sellerConflict([meeting({ seller_id: 's2' })], want())).toBe('buyer_busy');
  });

  it('is null when the others meet at another time or date', () => {
    const booked = [
      meeting({ buyer_id: 'b2', start_time: '10:00' }),
      meeting({ seller_id: 's2', meeting_date: '2030-05-02' }),
      meeting({ buyer_id: 'b3', seller_id: 's3' }),
    ];
    expect(sellerConflict(booked, want())).toBeNull();
  });

  it.each(['scheduled', 'confirmed', 'completed', 'no_show'])('counts a %s meeting', (status) => {
    expect(sellerConflict([meeting({ buyer_id: 'b2', status })], want())).toBe('seller_busy');
  });

  it('lets a cancelled meeting free the seller, the buyer and the pair', () => {
    expect(sellerConflict([meeting({ status: 'cancelled' })], want())).toBeNull();
    expect(sellerConflict([meeting({ buyer_id: 'b2', status: 'cancelled' })], want())).toBeNull();
    expect(sellerConflict([meeting({ seller_id: 's2', status: 'cancelled' })], want())).toBeNull();
  });

  it('still finds a live meeting beside a cancelled one', () => {
    const booked = [meeting({ status: 'cancelled' }), meeting({ buyer_id: 'b2', status: 'confirmed' })];
    expect(sellerConflict(booked, want())).toBe('seller_busy');
  });
});

describe('counts', () => {
  it('is false only for cancelled meetings', () => {
    expect(counts(meeting({ status: 'cancelled' }))).toBe(false);
    expect(counts(meeting({ status: 'completed' }))).toBe(true);
  });
});

describe('interpreterConflict', () => {
  const at = { interpreter_id: 'i1', meeting_date: '2030-05-01', start_time: '09:00' };

  it('is interpreter_busy when they interpret another meeting at that time', () => {
    expect(interpreterConflict([meeting({ buyer_id: 'b9', seller_id: 's9' })], at)).toBe('interpreter_busy');
  });

  it('is null at another time or date, or for another interpreter', () => {
    const booked = [
      meeting({ start_time: '10:00' }),
      meeting({ meeting_date: '2030-05-02' }),
      meeting({ interpreter_id: 'i2' }),
      meeting({ interpreter_id: null }),
    ];
    expect(interpreterConflict(booked, at)).toBeNull();
  });

  it('is null when that meeting is cancelled', () => {
    expect(interpreterConflict([meeting({ status: 'cancelled' })], at)).toBeNull();
  });
});

describe('isBlocked', () => {
  const date = '2030-05-01';

  it('is false with nothing blocked', () => {
    expect(isBlocked([], 'b1', date, 1)).toBe(false);
  });

  it('blocks one buyer only for a block of theirs', () => {
    const blocked = [{ buyer_id: 'b1', date, slot_number: 2 }];
    expect(isBlocked(blocked, 'b1', date, 2)).toBe(true);
    expect(isBlocked(blocked, 'b2', date, 2)).toBe(false);
  });

  it('blocks every buyer for a whole-slot block', () => {
    const blocked = [{ buyer_id: null, date, slot_number: 2 }];
    expect(isBlocked(blocked, 'b1', date, 2)).toBe(true);
    expect(isBlocked(blocked, 'b2', date, 2)).toBe(true);
  });

  it('does not block another slot or date', () => {
    const blocked = [
      { buyer_id: null, date, slot_number: 2 },
      { buyer_id: 'b1', date, slot_number: 3 },
    ];
    expect(isBlocked(blocked, 'b1', date, 1)).toBe(false);
    expect(isBlocked(blocked, 'b1', '2030-05-02', 2)).toBe(false);
    expect(isBlocked(blocked, 'b1', '2030-05-02', 3)).toBe(false);
  });
});
