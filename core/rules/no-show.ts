// Marking who did not come to a meeting (docs/rules.md#feedback-and-no-shows): when it may be
// marked, by whom, and the status that follows. Server and web share these, so the web offers the
// control exactly when the server would take it.
import type { MeetingAbsence } from '../constants.ts';
import type { MeetingPart, MeetingStatus } from './meetings.ts';
import { instantToZoned } from './time.ts';

/** The facts of a meeting that decide whether its absence may be marked. */
export interface AbsenceSubject {
  status: MeetingStatus;
  meeting_date: string;
  /** 'HH:MM' (or 'HH:MM:SS'), the venue's wall clock. */
  start_time: string;
}

/** Why marking (or clearing) is refused, as the API's error code; null when it may be done. */
export type AbsenceRefusal = 'absence_too_early' | 'invalid_transition';

/**
 * The wall clock 'YYYY-MM-DDTHH:MM' it is in `timeZone` at `now`. A zone the runtime does not know
 * reads as UTC, as `todayIn` does, so a bad setting never makes marking impossible.
 */
function wallClockNow(timeZone: string, now: Date): string {
  try {
    return instantToZoned(now, timeZone);
  } catch {
    return now.toISOString().slice(0, 16);
  }
}

/**
 * Has the meeting begun at `now` in the project's zone? Meeting times are wall-clock times, so the
 * comparison is of wall-clock texts, which sort like the moments they name.
 */
export function meetingHasBegun(m: AbsenceSubject, timeZone: string, now: Date = new Date()): boolean {
  return wallClockNow(timeZone, now) >= `${m.meeting_date}T${m.start_time.slice(0, 5)}`;
}

/** Admins and the meeting's interpreter mark who did not come; its buyer and seller do not. */
export function mayMarkAbsence(part: MeetingPart): boolean {
  return part === 'admin' || part === 'interpreter';
}

/**
 * Why `absence` may not be set on the meeting now, or null. A cancelled meeting takes no absence;
 * clearing is only for a no-show (anything else has no absence to clear); nothing before the start.
 */
export function absenceRefusal(
  m: AbsenceSubject,
  absence: MeetingAbsence | null,
  timeZone: string,
  now: Date = new Date(),
): AbsenceRefusal | null {
  if (m.status === 'cancelled') return 'invalid_transition';
  if (absence === null && m.status !== 'no_show') return 'invalid_transition';
  if (!meetingHasBegun(m, timeZone, now)) return 'absence_too_early';
  return null;
}

/** May an absence be marked on the meeting now (the control the web shows)? */
export function mayMarkNow(m: AbsenceSubject, timeZone: string, now: Date = new Date()): boolean {
  return m.status !== 'cancelled' && meetingHasBegun(m, timeZone, now);
}

/**
 * The status and absence a meeting has after marking: a no-show with who was absent, or, when the
 * mark is cleared, completed (the meeting did take place). The database holds the absence exactly
 * when the status is no_show (check meetings_absence_is_no_show).
 */
export function afterAbsence(
  absence: MeetingAbsence | null,
): { status: 'no_show'; absence: MeetingAbsence } | { status: 'completed'; absence: null } {
  return absence === null ? { status: 'completed', absence: null } : { status: 'no_show', absence };
}

/** Was `side` absent from a meeting with this absence? 'both' counts for either side. */
export function wasAbsent(absence: MeetingAbsence | null, side: 'buyer' | 'seller'): boolean {
  return absence === side || absence === 'both';
}
