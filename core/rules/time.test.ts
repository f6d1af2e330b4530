import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  fromMinutes,
  hhmm,
  instantToZoned,
  todayIn,
  toMinutes,
  utcDate,
  zonedToInstant,
} from './time.ts';

describe('toMinutes / fromMinutes', () => {
  it('reads HH:MM and HH:MM:SS alike', () => {
    expect(toMinutes('09:30')).toBe(570);
    expect(toMinutes('09:30:00')).toBe(570);
    expect(toMinutes('00:00')).toBe(0);
  });

  it('writes zero-padded HH:MM, 24:00 included', () => {
    expect(fromMinutes(65)).toBe('01:05');
    expect(fromMinutes(1440)).toBe('24:00');
  });
});

describe('hhmm', () => {
  it('drops the seconds of a database time and keeps an HH:MM as it is', () => {
    expect(hhmm('09:30:00')).toBe('09:30');
    expect(hhmm('09:30')).toBe('09:30');
  });
});

describe('utcDate', () => {
  it('is the midnight in UTC of the date', () => {
    expect(utcDate('2030-05-01').toISOString()).toBe('2030-05-01T00:00:00.000Z');
    expect(utcDate('2028-02-29').toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('addDays', () => {
  it('moves forward and back across month and year ends and leap days', () => {
    expect(addDays('2030-05-01', 2)).toBe('2030-05-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(addDays('2030-05-01', 0)).toBe('2030-05-01');
  });

  it('does not skip or repeat a date over a daylight-saving change', () => {
    expect(addDays('2030-03-30', 1)).toBe('2030-03-31');
    expect(addDays('2030-03-31', 1)).toBe('2030-04-01');
  });
});

describe('datesBetween', () => {
  it('lists every date inclusive', () => {
    expect(datesBetween('2030-05-01', '2030-05-03')).toEqual(['2030-05-01', '2030-05-02', '2030-05-03']);
  });

  it('gives one date for a one-day project', () => {
    expect(datesBetween('2030-05-01', '2030-05-01')).toEqual(['2030-05-01']);
  });

  it('crosses month and year ends and leap days', () => {
    expect(datesBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(datesBetween('2030-12-31', '2031-01-01')).toEqual(['2030-12-31', '2031-01-01']);
  });

  it('is empty when the end is before the start', () => {
    expect(datesBetween('2030-05-03', '2030-05-01')).toEqual([]);
  });

  it('stops at 366 dates', () => {
    expect(datesBetween('2030-01-01', '2040-01-01')).toHaveLength(366);
  });
});

describe('venue wall clock', () => {
  it('reads a wall-clock time in the venue zone', () => {
    expect(zonedToInstant('2030-05-01T09:30', 'Asia/Seoul')).toBe('2030-05-01T00:30:00.000Z');
    expect(zonedToInstant('2030-01-15T09:00', 'Europe/Berlin')).toBe('2030-01-15T08:00:00.000Z');
    expect(zonedToInstant('2030-07-15T09:00', 'Europe/Berlin')).toBe('2030-07-15T07:00:00.000Z');
    expect(zonedToInstant('2030-05-01', 'Asia/Seoul')).toBeNull();
  });

  it('shows an instant as the venue wall clock, the inverse of reading it', () => {
    expect(instantToZoned('2030-05-01T00:30:00.000Z', 'Asia/Seoul')).toBe('2030-05-01T09:30');
    expect(instantToZoned('2030-05-01T23:30:00Z', 'Asia/Seoul')).toBe('2030-05-02T08:30');
    expect(instantToZoned(new Date('2030-05-01T23:30:00Z'), 'Asia/Seoul')).toBe('2030-05-02T08:30');
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
      expect(instantToZoned(zonedToInstant('2030-03-20T18:45', zone) as string, zone)).toBe('2030-03-20T18:45');
    }
  });

  it('shows midnight as 00:00, never 24:00', () => {
    expect(instantToZoned('2030-05-01T15:00:00Z', 'Asia/Seoul')).toBe('2030-05-02T00:00');
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => instantToZoned('2030-05-01T00:00:00Z', 'Not/AZone')).toThrow(RangeError);
  });
});

describe('todayIn', () => {
  const now = new Date('2030-05-01T16:30:00Z');

  it('is the date at the venue, which may already be tomorrow or still yesterday', () => {
    expect(todayIn('Asia/Seoul', now)).toBe('2030-05-02');
    expect(todayIn('America/Los_Angeles', now)).toBe('2030-05-01');
    expect(todayIn('Pacific/Pago_Pago', new Date('2030-05-01T05:00:00Z'))).toBe('2030-04-30');
  });

  it('falls back to the UTC date for an unknown zone', () => {
    expect(todayIn('Not/AZone', now)).toBe('2030-05-01');
  });
});
