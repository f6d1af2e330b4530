import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayHeading,
  formatInstant,
  timeZoneLabel,
} from './format.ts';

describe('calendar dates', () => {
  it('shows the very date whatever the zone, in the reader’s language', () => {
    expect(formatDate('2026-06-02', 'en')).toBe('Jun 2, 2026');
    expect(formatDayHeading('2026-06-02', 'en')).toBe('Tuesday, June 2, 2026');
    expect(formatDay('2026-06-02', 'en')).toBe('Tue, Jun 2');
    expect(formatDate('2026-06-02', 'ko')).toBe('2026. 6. 2.');
  });
});

describe('instants', () => {
  const value = '2026-06-02T01:30:00Z';

  it('shows an instant on the venue’s clock when a zone is given', () => {
    expect(formatDateTime(value, 'en', 'Asia/Seoul')).toBe('Jun 2, 2026, 10:30 AM');
    expect(formatDateTime(value, 'en', 'America/New_York')).toBe('Jun 1, 2026, 9:30 PM');
  });

  it('falls back to the reader’s clock for an unknown zone', () => {
    expect(formatDateTime(value, 'en', 'Not/AZone')).toBe(formatDateTime(value, 'en'));
  });

  it('takes any options', () => {
    expect(formatInstant(value, 'en', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, 'UTC')).toBe(
      '1:30 AM UTC',
    );
  });
});

describe('timeZoneLabel', () => {
  it('names the zone in the reader’s language, and keeps an unknown zone as it is', () => {
    expect(timeZoneLabel('Asia/Seoul', 'en', '2026-06-02')).toBe('Korean Standard Time');
    expect(timeZoneLabel('Not/AZone', 'en', '2026-06-02')).toBe('Not/AZone');
  });
});

describe('formatters', () => {
  it('makes one per language and options, and none for an unknown zone', () => {
    const medium = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(medium);
    expect(dateTimeFormat('ko', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(medium);
    expect(dateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' })).not.toBe(medium);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(formatInstant('2026-06-02T01:30:00Z', 'en', { timeStyle: 'short' }, 'Mars/Olympus')).toMatch(/\d:30/);
  });
});
