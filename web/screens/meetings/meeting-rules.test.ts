import { describe, expect, it } from 'vitest';
import type { Meeting } from '../../../core/schemas/meeting.ts';
import { allowedActions, meetingPart, timeZoneLabel } from './meeting-rules.ts';

const ids = {
  buyer: '00000000-0000-4000-8000-000000000001',
  seller: '00000000-0000-4000-8000-000000000002',
  interpreter: '00000000-0000-4000-8000-000000000003',
  other: '00000000-0000-4000-8000-000000000004',
};

const meeting = {
  buyer: { id: ids.buyer, full_name: 'Emily Carter', company_name: 'Pacific Crest' },
  seller: { id: ids.seller, full_name: 'Kim Ji-eun', company_name: '' },
  interpreter: { id: ids.interpreter, full_name: 'Jenny Oh' },
} as Meeting;

describe('meetingPart', () => {
  it('is admin for every admin, the role played for participants, null for others', () => {
    expect(meetingPart({ id: ids.other, role: 'admin' }, meeting)).toBe('admin');
    expect(meetingPart({ id: ids.buyer, role: 'buyer' }, meeting)).toBe('buyer');
    expect(meetingPart({ id: ids.seller, role: 'seller' }, meeting)).toBe('seller');
    expect(meetingPart({ id: ids.interpreter, role: 'interpreter' }, meeting)).toBe('interpreter');
    expect(meetingPart({ id: ids.other, role: 'seller' }, meeting)).toBeNull();
    expect(meetingPart(null, meeting)).toBeNull();
  });

  it('is null for an interpreter when the meeting has none', () => {
    expect(meetingPart({ id: ids.interpreter, role: 'interpreter' }, { ...meeting, interpreter: null })).toBeNull();
  });
});

describe('allowedActions', () => {
  it('offers Confirm and Cancel on scheduled meetings to admin, buyer and seller only', () => {
    for (const part of ['admin', 'buyer', 'seller'] as const) {
      expect(allowedActions(part, 'scheduled')).toEqual(['confirm', 'cancel']);
    }
    expect(allowedActions('interpreter', 'scheduled')).toEqual([]);
  });

  it('offers Mark Complete on confirmed meetings to every part, the interpreter too', () => {
    for (const part of ['admin', 'buyer', 'seller', 'interpreter'] as const) {
      expect(allowedActions(part, 'confirmed')).toEqual(['complete']);
    }
  });

  it('offers nothing on finished meetings, nor to outsiders', () => {
    for (const status of ['completed', 'cancelled', 'no_show'] as const) {
      expect(allowedActions('admin', status)).toEqual([]);
    }
    expect(allowedActions(null, 'scheduled')).toEqual([]);
  });
});

describe('time zones', () => {
  it('names the zone in the reader’s language, and keeps an unknown zone as it is', () => {
    expect(timeZoneLabel('Asia/Seoul', 'en', '2026-06-02')).toBe('Korean Standard Time');
    expect(timeZoneLabel('Not/AZone', 'en', '2026-06-02')).toBe('Not/AZone');
  });
});
