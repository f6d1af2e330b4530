// Instants on the venue's clock (docs/rules.md#exports): the zone's offset at that instant,
// daylight saving and half-hour zones included, and UTC for a zone the runtime does not know.
import { describe, expect, it } from 'vitest';
import { venueClock } from './venue-clock.ts';

describe('venueClock', () => {
  it("writes an instant on the zone's clock, to the minute", () => {
    const seoul = venueClock('Asia/Seoul');
    expect(seoul(new Date('2030-05-01T00:02:59Z'))).toBe('2030-05-01 09:02');
    expect(seoul(new Date('2030-04-30T15:00:00Z'))).toBe('2030-05-01 00:00');
    expect(seoul(null)).toBeNull();
  });

  it('follows daylight saving and zones half an hour off the hour', () => {
    const newYork = venueClock('America/New_York');
    expect(newYork(new Date('2030-01-15T15:00:00Z'))).toBe('2030-01-15 10:00');
    expect(newYork(new Date('2030-07-15T15:00:00Z'))).toBe('2030-07-15 11:00');
    // Lord Howe moves on by half an hour at 02:00 local time: 15:30 UTC, not on a UTC hour.
    const lordHowe = venueClock('Australia/Lord_Howe');
    expect(lordHowe(new Date('2030-10-05T15:29:00Z'))).toBe('2030-10-06 01:59');
    expect(lordHowe(new Date('2030-10-05T15:31:00Z'))).toBe('2030-10-06 02:31');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(venueClock('Mars/Olympus_Mons')(new Date('2030-05-01T08:30:00Z'))).toBe('2030-05-01 08:30');
  });
});
