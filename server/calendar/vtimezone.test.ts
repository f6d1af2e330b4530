// VTIMEZONE from Intl: the observances of zones with and without daylight saving, and ical.js,
// reading only our VTIMEZONE, puts wall-clock times at the same instants as the runtime's tz data.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays, zonedToInstant } from '../../core/rules/time.ts';
import { instantIn } from '../test/ical-reader.ts';
import { serializeLines } from './content-lines.ts';
import { offsetChanges, utcOffsetText, vtimezoneLines } from './vtimezone.ts';

/** The VTIMEZONE component ical.js reads from our lines. */
function parsed(zone: string, first: number, last = first) {
  return new ICAL.Component(ICAL.parse(serializeLines(vtimezoneLines(zone, first, last))));
}

/** Each observance as 'KIND DTSTART FROM>TO'. */
function observances(zone: string, first: number, last = first) {
  return parsed(zone, first, last)
    .getAllSubcomponents()
    .map(
      (c) =>
        `${c.name.toUpperCase()} ${c.getFirstProperty('dtstart')?.toICALString().split(':')[1]} ${
          c.getFirstProperty('tzoffsetfrom')?.toICALString().split(':')[1]
        }>${c.getFirstProperty('tzoffsetto')?.toICALString().split(':')[1]}`,
    );
}

describe('vtimezoneLines', () => {
  it('gives a zone without daylight saving (Asia/Seoul) one STANDARD component', () => {
    expect(observances('Asia/Seoul', 2030)).toEqual(['STANDARD 20300101T000000 +0900>+0900']);
    expect(parsed('Asia/Seoul', 2030).getFirstPropertyValue('tzid')).toBe('Asia/Seoul');
  });

  it('gives Europe/Berlin its two changes of 2030 at their local times on the clock before each', () => {
    expect(observances('Europe/Berlin', 2030)).toEqual([
      'STANDARD 20300101T000000 +0100>+0100',
      'DAYLIGHT 20300331T020000 +0100>+0200',
      'STANDARD 20301027T030000 +0200>+0100',
    ]);
  });

  it('gives America/New_York its changes, negative offsets written with their sign', () => {
    expect(observances('America/New_York', 2030)).toEqual([
      'STANDARD 20300101T000000 -0500>-0500',
      'DAYLIGHT 20300310T020000 -0500>-0400',
      'STANDARD 20301103T020000 -0400>-0500',
    ]);
  });

  it('starts a southern zone (Australia/Sydney) in daylight saving time, and covers every year asked for', () => {
    expect(observances('Australia/Sydney', 2030, 2031)).toEqual([
      'DAYLIGHT 20300101T000000 +1100>+1100',
      'STANDARD 20300407T030000 +1100>+1000',
      'DAYLIGHT 20301006T020000 +1000>+1100',
      'STANDARD 20310406T030000 +1100>+1000',
      'DAYLIGHT 20311005T020000 +1000>+1100',
    ]);
  });

  it('finds half-hour offsets and half-hour changes (Lord Howe Island)', () => {
    expect(observances('Australia/Lord_Howe', 2030)).toEqual([
      'DAYLIGHT 20300101T000000 +1100>+1100',
      'STANDARD 20300407T020000 +1100>+1030',
      'DAYLIGHT 20301006T020000 +1030>+1100',
    ]);
  });
});

const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'America/St_Johns',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Seoul',
  'Asia/Kolkata',
  'America/Santiago',
  'UTC',
];
/** The zones above whose offset changes. */
const CHANGING = ZONES.slice(0, 5).concat('America/Santiago');

describe('ical.js reading our VTIMEZONE', () => {
  it('converts a summer and a winter time in Berlin and New York correctly', () => {
    const berlin = parsed('Europe/Berlin', 2030);
    expect(instantIn(berlin, '2030-07-15T10:00')).toBe('2030-07-15T08:00:00.000Z');
    expect(instantIn(berlin, '2030-01-15T10:00')).toBe('2030-01-15T09:00:00.000Z');
    const newYork = parsed('America/New_York', 2030);
    expect(instantIn(newYork, '2030-07-15T10:00')).toBe('2030-07-15T14:00:00.000Z');
    expect(instantIn(newYork, '2030-12-15T10:00')).toBe('2030-12-15T15:00:00.000Z');
  });

  it.each(ZONES)('agrees with Intl on %s at 09:00 and 17:30 of every day of 2030 and 2031', (zone) => {
    const vtimezone = parsed(zone, 2030, 2031);
    const wrong: string[] = [];
    for (let date = '2030-01-01'; date <= '2031-12-31'; date = addDays(date, 1)) {
      for (const time of ['09:00', '17:30']) {
        const local = `${date}T${time}`;
        const expected = zonedToInstant(local, zone);
        const got = instantIn(vtimezone, local);
        if (got !== expected) wrong.push(`${local}: ${got}, not ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Every half hour, the hours around the changes included, so an observance starting an hour off
  // shows. Times a change skips or repeats have no single answer and are left out.
  it.each(CHANGING)('places every half hour of 2031 in %s where Intl does', (zone) => {
    const vtimezone = parsed(zone, 2030, 2031);
    const wallClock = intlWallClock(zone);
    const wrong: string[] = [];
    for (let local = Date.UTC(2031, 0, 1); local < Date.UTC(2032, 0, 1); local += 1_800_000) {
      const text = new Date(local).toISOString().slice(0, 16);
      // The instants showing this wall-clock time: the time less each offset the zone has around it.
      const offsets = new Set([-12, -6, 0, 6, 12].map((h) => local + h * 3_600_000).map((t) => wallClock(t) - t));
      const instants = [...offsets].filter((o) => wallClock(local - o) === local).map((o) => local - o);
      if (instants.length !== 1) continue;
      const got = instantIn(vtimezone, text);
      const expected = new Date(instants[0]).toISOString();
      if (got !== expected) wrong.push(`${text}: ${got}, not ${expected}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

/** An instant's wall clock in `zone` as the UTC timestamp of the same fields, straight from Intl. */
function intlWallClock(zone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  return (ms: number) => {
    const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  };
}

describe('offsetChanges and utcOffsetText', () => {
  it('finds the change to the minute', () => {
    const [spring] = offsetChanges('Europe/Berlin', Date.UTC(2030, 2, 1), Date.UTC(2030, 3, 1));
    expect(new Date(spring.at).toISOString()).toBe('2030-03-31T01:00:00.000Z');
    expect([spring.from, spring.to]).toEqual([60, 120]);
  });

  it('writes offsets as ±HHMM', () => {
    expect([utcOffsetText(540), utcOffsetText(-210), utcOffsetText(0), utcOffsetText(345)]).toEqual([
      '+0900',
      '-0330',
      '+0000',
      '+0545',
    ]);
  });
});
