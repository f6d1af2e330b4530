// A whole iCalendar object (RFC 5545 §3.4): the calendar's properties, one VTIMEZONE per zone its
// meetings use (over the years they span) and one VEVENT per meeting.
import { escapeText, property, serializeLines } from './content-lines.ts';
import { type CalendarMeeting, type EventContext, meetingEventLines } from './meeting-event.ts';
import { vtimezoneLines } from './vtimezone.ts';

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export interface CalendarFileOptions extends EventContext {
  /** X-WR-CALNAME: what the calendar app calls the calendar. */
  name: string;
  /** For a subscription: how often clients should fetch it again (an ISO 8601 duration). */
  refresh?: string;
}

/** The years each time zone's meetings fall in: its VTIMEZONE needs to cover those only. */
function zoneYears(meetings: readonly CalendarMeeting[]) {
  const years = new Map<string, { first: number; last: number }>();
  for (const m of meetings) {
    const year = Number(m.meeting_date.slice(0, 4));
    const seen = years.get(m.project.time_zone);
    years.set(m.project.time_zone, {
      first: Math.min(seen?.first ?? year, year),
      last: Math.max(seen?.last ?? year, year),
    });
  }
  return years;
}

/** The calendar of `meetings` as the text of an .ics file (UTF-8, folded, CRLF). */
export function calendarFile(meetings: readonly CalendarMeeting[], options: CalendarFileOptions): string {
  const zones = zoneYears(meetings);
  const lines = [
    'BEGIN:VCALENDAR',
    property('PRODID', '-//B2B Platform//Meetings//EN'),
    property('VERSION', '2.0'),
    property('CALSCALE', 'GREGORIAN'),
    property('METHOD', 'PUBLISH'),
    property('X-WR-CALNAME', escapeText(options.name)),
    // Apple Calendar takes this as the calendar's zone; it is only true when there is one.
    ...(zones.size === 1 ? [property('X-WR-TIMEZONE', [...zones.keys()][0])] : []),
    ...(options.refresh
      ? [
          property('REFRESH-INTERVAL', options.refresh, { VALUE: 'DURATION' }),
          property('X-PUBLISHED-TTL', options.refresh),
        ]
      : []),
    ...[...zones].flatMap(([zone, { first, last }]) => vtimezoneLines(zone, first, last)),
    ...meetings.flatMap((m) => meetingEventLines(m, options)),
    'END:VCALENDAR',
  ];
  return serializeLines(lines);
}
