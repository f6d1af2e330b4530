import { describe, expect, it } from 'vitest';
import { MEETING_STATUSES } from '../constants.ts';
import { absenceRefusal, afterAbsence, mayMarkAbsence, mayMarkNow, meetingHasBegun, wasAbsent } from './no-show.ts';

// 2030-05-01 09:00 in Seoul (UTC+9) is 00:00 UTC.
const meeting = { status: 'confirmed' as const, meeting_date: '2030-05-01', start_time: '09:00' };
const SEOUL = 'Asia/Seoul';
const at = (iso: string) => new Date(iso);

describe('meetingHasBegun', () => {
  it('is false a minute before the start in the project zone and true from the start', () => {
    expect(meetingHasBegun(meeting, SEOUL, at('2030-04-30T23:59:00Z'))).toBe(false);
    expect(meetingHasBegun(meeting, SEOUL, at('2030-05-01T00:00:00Z'))).toBe(true);
    expect(meetingHasBegun(meeting, SEOUL, at('2030-05-02T12:00:00Z'))).toBe(true);
  });

  it('reads the venue clock, not UTC: 09:00 UTC is still before 09:00 in New York', () => {
    expect(meetingHasBegun(meeting, 'America/New_York', at('2030-05-01T09:00:00Z'))).toBe(false);
    expect(meetingHasBegun(meeting, 'America/New_York', at('2030-05-01T13:00:00Z'))).toBe(true);
  });

  it('takes start times with seconds', () => {
    expect(meetingHasBegun({ ...meeting, start_time: '09:00:00' }, SEOUL, at('2030-05-01T00:00:00Z'))).toBe(true);
  });

  it('reads an unknown zone as UTC', () => {
    expect(meetingHasBegun(meeting, 'Mars/Olympus', at('2030-05-01T08:59:00Z'))).toBe(false);
    expect(meetingHasBegun(meeting, 'Mars/Olympus', at('2030-05-01T09:00:00Z'))).toBe(true);
  });
});

describe('mayMarkAbsence', () => {
  it('lets admins and the interpreter mark, not the buyer, the seller or outsiders', () => {
    expect(mayMarkAbsence('admin')).toBe(true);
    expect(mayMarkAbsence('interpreter')).toBe(true);
    expect(mayMarkAbsence('buyer')).toBe(false);
    expect(mayMarkAbsence('seller')).toBe(false);
    expect(mayMarkAbsence(null)).toBe(false);
  });
});

describe('absenceRefusal', () => {
  const begun = at('2030-05-01T01:00:00Z');
  const early = at('2030-04-30T20:00:00Z');

  it.each(MEETING_STATUSES)('a begun %s meeting', (status) => {
    const m = { ...meeting, status };
    expect(absenceRefusal(m, 'buyer', SEOUL, begun)).toBe(status === 'cancelled' ? 'invalid_transition' : null);
    expect(absenceRefusal(m, null, SEOUL, begun)).toBe(status === 'no_show' ? null : 'invalid_transition');
  });

  it('refuses every absence before the start: absence_too_early', () => {
    for (const absence of ['buyer', 'seller', 'both'] as const) {
      expect(absenceRefusal(meeting, absence, SEOUL, early)).toBe('absence_too_early');
    }
  });

  it('refuses a cancelled meeting as invalid_transition even before its start', () => {
    expect(absenceRefusal({ ...meeting, status: 'cancelled' }, 'both', SEOUL, early)).toBe('invalid_transition');
  });
});

describe('mayMarkNow', () => {
  it('is true once begun, unless cancelled', () => {
    const begun = at('2030-05-01T01:00:00Z');
    expect(mayMarkNow(meeting, SEOUL, begun)).toBe(true);
    expect(mayMarkNow({ ...meeting, status: 'no_show' }, SEOUL, begun)).toBe(true);
    expect(mayMarkNow({ ...meeting, status: 'cancelled' }, SEOUL, begun)).toBe(false);
    expect(mayMarkNow(meeting, SEOUL, at('2030-04-30T00:00:00Z'))).toBe(false);
  });
});

describe('afterAbsence', () => {
  it('makes a no-show with the absence, and a cleared one completed', () => {
    expect(afterAbsence('buyer')).toEqual({ status: 'no_show', absence: 'buyer' });
    expect(afterAbsence('seller')).toEqual({ status: 'no_show', absence: 'seller' });
    expect(afterAbsence('both')).toEqual({ status: 'no_show', absence: 'both' });
    expect(afterAbsence(null)).toEqual({ status: 'completed', absence: null });
  });
});

describe('wasAbsent', () => {
  it('counts both for either side', () => {
    expect(wasAbsent('buyer', 'buyer')).toBe(true);
    expect(wasAbsent('buyer', 'seller')).toBe(false);
    expect(wasAbsent('both', 'seller')).toBe(true);
    expect(wasAbsent(null, 'buyer')).toBe(false);
  });
});
