// Who may see and give answers about a meeting (docs/rules.md#feedback-and-no-shows). The meeting
// itself must be visible to the caller first (server/policies/meeting.ts; else 404).
import { eq, type SQL } from 'drizzle-orm';
import { type FeedbackSide, feedbackSide } from '../../core/rules/feedback.ts';
import { meetingFeedback } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

interface MeetingSides {
  buyer_id: string;
  seller_id: string;
}

/** The side `user` answers for: the meeting's buyer or seller; admins and interpreters answer nothing. */
export function answeringSide(user: CurrentUser, m: MeetingSides): FeedbackSide | null {
  if (user.role === 'admin') return null;
  return feedbackSide(user.id, m);
}

/** Admins read a meeting's answers, its buyer and seller their own; its interpreter none (403). */
export function mayReadFeedback(user: CurrentUser, m: MeetingSides): boolean {
  return user.role === 'admin' || answeringSide(user, m) !== null;
}

/** SQL condition on `meeting_feedback` limiting answers to those `user` may read; undefined means all. */
export function visibleFeedback(user: CurrentUser): SQL | undefined {
  return user.role === 'admin' ? undefined : eq(meetingFeedback.userId, user.id);
}
