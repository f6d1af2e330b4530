import { describe, expect, it } from 'vitest';
import { feedbackEditable, feedbackEditableUntil, feedbackRefusal, feedbackSide, meetingEndsAt } from './feedback.ts';

// 09:00-10:00 on 1 May 2030 in Seoul (UTC+9) ends at 01:00 UTC.
const meeting = {
  status: 'confirmed' as const,
  meeting_date: '2030-05-01',
  end_time: '10:00',
  time_zone: 'Asia/Seoul',
};

describe('feedbackSide', () => {
  const people = { buyer_id: 'b', seller_id: 's' };
  it('asks the buyer and the seller, nobody else', () => {
    expect(feedbackSide('b', people)).toBe('buyer');
    expect(feedbackSide('s', people)).toBe('seller');
    expect(feedbackSide('i', people)).toBeNull();
  });
});

describe('meetingEndsAt', () => {
  it("reads the end on the project's clock, seconds of a database time ignored", () => {
    expect(meetingEndsAt(meeting).toISOString()).toBe('2030-05-01T01:00:00.000Z');
    expect(meetingEndsAt({ ...meeting, end_time: '10:00:00', time_zone: 'Europe/Paris' }).toISOString()).toBe(
      '2030-05-01T08:00:00.000Z',
    );
  });

  it('reads an unknown zone as UTC', () => {
    expect(meetingEndsAt({ ...meeting, time_zone: 'Mars/Olympus' }).toISOString()).toBe('2030-05-01T10:00:00.000Z');
  });
});

describe('feedbackRefusal', () => {
  it('is too early until the meeting has ended, in the venue zone', () => {
    expect(feedbackRefusal(meeting, new Date('2030-05-01T00:59:59Z'))).toBe('feedback_too_early');
    expect(feedbackRefusal(meeting, new Date('2030-05-01T01:00:00Z'))).toBeNull();
  });

  it('answers for a held meeting of any live or completed status, never a cancelled or no-show one', () => {
    const later = new Date('2030-05-02T00:00:00Z');
    for (const status of ['scheduled', 'confirmed', 'completed'] as const) {
      expect(feedbackRefusal({ ...meeting, status }, later)).toBeNull();
    }
    expect(feedbackRefusal({ ...meeting, status: 'cancelled' }, later)).toBe('meeting_not_held');
    // Not held says more than not yet: it wins before the end too.
    expect(feedbackRefusal({ ...meeting, status: 'no_show' }, new Date('2030-04-01T00:00:00Z'))).toBe(
      'meeting_not_held',
    );
  });
});

describe('the edit window', () => {
  const first = new Date('2030-05-01T12:00:00Z');
  it('stays open for 7 days after the first answer', () => {
    expect(feedbackEditableUntil(first).toISOString()).toBe('2030-05-08T12:00:00.000Z');
    expect(feedbackEditable(first, new Date('2030-05-08T11:59:59Z'))).toBe(true);
    expect(feedbackEditable(first.toISOString(), new Date('2030-05-08T12:00:00Z'))).toBe(false);
  });
});
