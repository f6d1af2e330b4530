// Who may answer for a meeting, and until when (docs/rules.md#feedback-and-no-shows). Pure: the
// server refuses by these rules and the web shows the form by them, both at a given moment.
import { FEEDBACK_EDIT_DAYS } from '../constants.ts';
import type { MeetingStatus } from './meetings.ts';
import { zonedToInstant } from './time.ts';

/** The two sides of a meeting: the only people asked what they thought of it. */
export type FeedbackSide = 'buyer' | 'seller';

/** Why an answer cannot be given now; each is the error code the API answers with. */
export type FeedbackRefusal = 'feedback_too_early' | 'meeting_not_held' | 'feedback_closed';

/** What deciding needs of a meeting: its status, its day and end on the venue's clock, the venue's zone. */
export interface FeedbackMeeting {
  status: MeetingStatus;
  meeting_date: string;
  end_time: string;
  time_zone: string;
}

const DAY_MS = 86_400_000;

/** The side `userId` takes in a meeting, or null: admins and interpreters are not asked. */
export function feedbackSide(userId: string, m: { buyer_id: string; seller_id: string }): FeedbackSide | null {
  if (userId === m.buyer_id) return 'buyer';
  if (userId === m.seller_id) return 'seller';
  return null;
}

/**
 * The instant a meeting ends: its day and end time in the project's time zone. An unknown zone
 * reads as UTC, as the rest of the app does for dates of such a project.
 */
export function meetingEndsAt(m: Pick<FeedbackMeeting, 'meeting_date' | 'end_time' | 'time_zone'>): Date {
  const local = `${m.meeting_date}T${m.end_time.slice(0, 5)}`;
  let instant: string | null;
  try {
    instant = zonedToInstant(local, m.time_zone);
  } catch {
    instant = zonedToInstant(local, 'UTC');
  }
  return new Date(instant ?? Number.NaN);
}

/** Why nobody may answer for this meeting at `now` (cancelled or no-show first, then not ended); null when they may. */
export function feedbackRefusal(m: FeedbackMeeting, now: Date): Exclude<FeedbackRefusal, 'feedback_closed'> | null {
  if (m.status === 'cancelled' || m.status === 'no_show') return 'meeting_not_held';
  if (!(meetingEndsAt(m).getTime() <= now.getTime())) return 'feedback_too_early';
  return null;
}

/** The last instant an answer first given at `createdAt` can be changed. */
export function feedbackEditableUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + FEEDBACK_EDIT_DAYS * DAY_MS);
}

/** Whether an answer first given at `createdAt` can still be changed at `now`. */
export function feedbackEditable(createdAt: Date | string, now: Date): boolean {
  return now.getTime() < feedbackEditableUntil(createdAt).getTime();
}
