// What the meetings list, agenda and detail share: the user's part in a meeting, the actions it
// allows, and how names and times read.
import {
  MEETING_ACTIONS,
  type MeetingAction,
  type MeetingPart,
  type MeetingStatus,
  mayAct,
} from '../../../core/rules/meetings.ts';
import { actionsFrom } from '../../../core/rules/transitions.ts';

/** The status actions this user may take on this meeting now (PRODUCT.md 5). */
export function allowedActions(part: MeetingPart, status: MeetingStatus): MeetingAction[] {
  return actionsFrom(MEETING_ACTIONS, status).filter((action) => mayAct(part, action));
}

/** The time zone's name in the reader's language, e.g. "Korean Standard Time" (PRODUCT.md 8). */
export function timeZoneLabel(timeZone: string, language: string, date: string) {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' }).formatToParts(
      new Date(`${date}T12:00:00Z`),
    );
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** A weekday and date such as "Tue, Jun 2, 2026", without time-zone shifts. */
export function formatDayHeading(value: string, language: string) {
  const [y, m, d] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** An instant (ISO) as a date and time on the venue's clock. */
export function formatVenueDateTime(value: string, language: string, timeZone: string) {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(value),
    );
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  }
}
