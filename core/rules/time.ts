// Dates, times of day and time zones. Calendar dates are 'YYYY-MM-DD' text and times of day 'HH:MM',
// both on the venue's clock: the project's time zone, never the server's or the reader's
// (docs/rules.md#slots-days-and-time-zones). Date arithmetic runs in UTC, where every day has 24
// hours, so a daylight-saving change never skips or repeats a date.

/** Minutes after midnight of an 'HH:MM' or 'HH:MM:SS' time. */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** 'HH:MM' of minutes after midnight. */
export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'HH:MM' of a time that may carry seconds, as PostgreSQL returns a `time` ('HH:MM:SS'). */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}

/** A calendar date 'YYYY-MM-DD' as the Date of its midnight in UTC (formatted in UTC, it shows that very date). */
export function utcDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** The calendar date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const d = utcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every date from `start` to `end` inclusive, at most 366 of them. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last && out.length < 366; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: making one costs far more than using it. Throws for an unknown zone. */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a time zone, as a UTC timestamp of the same fields. */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/** A zone's offset from UTC at an instant, in minutes (east positive); throws for an unknown zone. */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  return Math.round((wallClockAsUtc(ms, timeZone) - Math.floor(ms / 1000) * 1000) / 60_000);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant (ISO, UTC) of a wall-clock 'YYYY-MM-DDTHH:mm' in `timeZone`; null when the text is not one. */
export function zonedToInstant(local: string, timeZone: string): string | null {
  const m = WALL_CLOCK.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number);
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the zone's offset at that moment, daylight-saving changes included.
  let guess = wanted;
  for (let i = 0; i < 2; i++) guess = wanted - (wallClockAsUtc(guess, timeZone) - guess);
  return new Date(guess).toISOString();
}

/** The wall-clock 'YYYY-MM-DDTHH:mm' of an instant in `timeZone` (what a datetime-local input shows); throws for an unknown zone. */
export function instantToZoned(instant: string | Date, timeZone: string): string {
  return new Date(wallClockAsUtc(new Date(instant).getTime(), timeZone)).toISOString().slice(0, 16);
}

/** The date 'YYYY-MM-DD' it is in `timeZone` at `now`; the UTC date for a zone the runtime does not know. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return instantToZoned(now, timeZone).slice(0, 10);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
