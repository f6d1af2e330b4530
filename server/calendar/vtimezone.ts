// A VTIMEZONE made from the zone's real offsets as the runtime's Intl knows them (decision 018):
// no copy of the tz database to keep up to date. We walk the years the meetings span a day at a
// time, find each change of the UTC offset to the minute, and write one observance per change.
import { zoneOffsetMinutes } from '../../core/rules/time.ts';
import { property } from './content-lines.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface OffsetChange {
  /** The instant of the change (ms since the epoch). */
  at: number;
  from: number;
  to: number;
}

/**
 * Every change of the zone's offset in [start, end): a day at a time, then halving to the minute.
 * No zone changes twice within a day, so a daily look misses none.
 */
export function offsetChanges(zone: string, start: number, end: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let before = start;
  let offset = zoneOffsetMinutes(zone, start);
  while (before < end) {
    const after = Math.min(before + DAY, end);
    const next = zoneOffsetMinutes(zone, after);
    if (next !== offset) {
      // offset holds at lo, next at hi; both stay on whole minutes.
      let lo = before;
      let hi = after;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.max(1, Math.floor((hi - lo) / MINUTE / 2)) * MINUTE;
        if (zoneOffsetMinutes(zone, mid) === offset) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, from: offset, to: next });
      offset = next;
    }
    before = after;
  }
  return changes;
}

/** `+0900`, `-0330`: a UTC offset as TZOFFSETFROM/TZOFFSETTO write it. */
export function utcOffsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}${mm}`;
}

/** `20300331T020000`: a wall-clock time held as the UTC fields of `ms`. */
export function localDateTimeText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** The zone's offset in winter and summer alike, whichever is less: its standard time that year. */
function standardOffset(zone: string, year: number) {
  return Math.min(zoneOffsetMinutes(zone, Date.UTC(year, 0, 1)), zoneOffsetMinutes(zone, Date.UTC(year, 6, 1)));
}

/** The instant at which it is local midnight of 1 January of `year` in the zone. */
function newYear(zone: string, year: number) {
  const midnight = Date.UTC(year, 0, 1);
  let guess = midnight - zoneOffsetMinutes(zone, midnight) * MINUTE;
  guess = midnight - zoneOffsetMinutes(zone, guess) * MINUTE;
  return guess;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', localStart: number, from: number, to: number) {
  return [
    `BEGIN:${kind}`,
    property('DTSTART', localDateTimeText(localStart)),
    property('TZOFFSETFROM', utcOffsetText(from)),
    property('TZOFFSETTO', utcOffsetText(to)),
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE lines of `zone` for the years `firstYear`..`lastYear`: one observance from local
 * midnight of 1 January of the first year (so times before the first change are covered), then one
 * per change, starting at the change's local time on the clock before it (RFC 5545 §3.6.5). An
 * offset above the year's standard one is DAYLIGHT; a zone without changes gets one STANDARD.
 */
export function vtimezoneLines(zone: string, firstYear: number, lastYear: number): string[] {
  const start = newYear(zone, firstYear);
  const end = newYear(zone, lastYear + 1);
  const initial = zoneOffsetMinutes(zone, start);
  const kind = (offset: number, at: number) =>
    offset > standardOffset(zone, new Date(at).getUTCFullYear()) ? 'DAYLIGHT' : 'STANDARD';
  return [
    'BEGIN:VTIMEZONE',
    property('TZID', zone),
    ...observance(kind(initial, start), Date.UTC(firstYear, 0, 1), initial, initial),
    ...offsetChanges(zone, start, end).flatMap((c) =>
      observance(kind(c.to, c.at), c.at + c.from * MINUTE, c.from, c.to),
    ),
    'END:VTIMEZONE',
  ];
}
