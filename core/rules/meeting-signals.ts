// When the people of a meeting may tell each other "running late" or "I am at the table"
// (docs/rules.md#running-late-and-at-the-table). Pure: the server refuses by these rules and the
// web shows the buttons by them, both at a given moment.
import { meetingEndsAt } from './feedback.ts';
import type { MeetingStatus } from './meetings.ts';
import { zonedToInstant } from './time.ts';

/** A signal may be given from this many minutes before the meeting's start until its end. */
export const SIGNAL_OPENS_MINUTES_BEFORE = 30;

/** Why no signal may be given now; each is the error code the API answers with. */
export type SignalRefusal = 'meeting_not_live' | 'signal_window_closed';

/** What deciding needs of a meeting: its status, its day, start and end on the venue's clock, the venue's zone. */
export interface SignalMeeting {
  status: MeetingStatus;
  meeting_date: string;
  start_time: string;
  end_time: string;
  time_zone: string;
}

/** The instant a meeting starts, in its project's zone (an unknown zone reads as UTC, as elsewhere). */
export function meetingStartsAt(m: Pick<SignalMeeting, 'meeting_date' | 'start_time' | 'time_zone'>): Date {
  const local = `${m.meeting_date}T${m.start_time.slice(0, 5)}`;
  let instant: string | null;
  try {
    instant = zonedToInstant(local, m.time_zone);
  } catch {
    instant = zonedToInstant(local, 'UTC');
  }
  return new Date(instant ?? Number.NaN);
}

/** The span in which signals may be given: [opens, closes). */
export function signalWindow(m: SignalMeeting): { opens: Date; closes: Date } {
  const opens = new Date(meetingStartsAt(m).getTime() - SIGNAL_OPENS_MINUTES_BEFORE * 60_000);
  return { opens, closes: meetingEndsAt(m) };
}

/**
 * Why nobody may signal about this meeting at `now`, or null when they may: only a meeting still
 * on (scheduled or confirmed), and only from 30 minutes before its start until its end. A signal
 * after the end would tell nobody anything; days before, plans still change.
 */
export function signalRefusal(m: SignalMeeting, now: Date): SignalRefusal | null {
  if (m.status !== 'scheduled' && m.status !== 'confirmed') return 'meeting_not_live';
  const { opens, closes } = signalWindow(m);
  const t = now.getTime();
  if (!(t >= opens.getTime() && t < closes.getTime())) return 'signal_window_closed';
  return null;
}
