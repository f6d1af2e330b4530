// Dates and times in the reader's language. Calendar dates are formatted in UTC, where utcDate puts
// them, so no reader's time zone shifts them to the day before or after.
import { utcDate } from '../../core/rules/time.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and options, made once: making one costs far more than formatting
 * (an agenda's dates made some sixty, 80 ms on a phone, before its first paint). Throws as
 * Intl.DateTimeFormat does for an unknown time zone.
 */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant formatted with `options`, on the clock of `timeZone` when given and known, else on the reader's. */
export function formatInstant(
  value: string,
  language: string,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
): string {
  try {
    return dateTimeFormat(language, { ...options, timeZone }).format(new Date(value));
  } catch {
    return dateTimeFormat(language, options).format(new Date(value));
  }
}

/** A date and time such as "Nov 21, 2026, 7:41 PM" in the given language, on the venue's clock when a zone is given. */
export function formatDateTime(value: string, language: string, timeZone?: string) {
  return formatInstant(value, language, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);
}

const formatCalendarDate = (value: string, language: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(utcDate(value));

/** A calendar date (YYYY-MM-DD) such as "Jun 2, 2026" in the given language. */
export function formatDate(value: string, language: string) {
  return formatCalendarDate(value, language, { dateStyle: 'medium' });
}

/** A calendar date as a day heading, such as "Tuesday, June 2, 2026". */
export function formatDayHeading(value: string, language: string) {
  return formatCalendarDate(value, language, { dateStyle: 'full' });
}

/** A calendar date as a short weekday and date, such as "Tue, Jun 2". */
export function formatDay(value: string, language: string) {
  return formatCalendarDate(value, language, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** The time zone's name in the reader's language on `date`, e.g. "Korean Standard Time"; the zone's id when unknown. */
export function timeZoneLabel(timeZone: string, language: string, date: string) {
  try {
    const parts = dateTimeFormat(language, { timeZone, timeZoneName: 'long' }).formatToParts(
      new Date(`${date}T12:00:00Z`),
    );
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * Formats a first date in `language` now: a page's first date format costs the browser some tens of
 * milliseconds on a phone (its calendar data loading), which the app's start pays in a task of its
 * own rather than in the middle of the first render (docs/decisions/052-starting-in-short-tasks.md).
 */
export function prepareDateFormats(language: string) {
  formatDate('2000-01-01', language);
}
