// What each side thought of a meeting (docs/rules.md#feedback-and-no-shows): the answer a buyer or
// seller gives, the meeting's answers as the caller may see them, and the meetings awaiting one.
import { z } from 'zod';
import { DEAL_SIZE_BANDS, FEEDBACK_COMMENT_MAX, FEEDBACK_FOLLOW_UPS } from '../constants.ts';

/**
 * PUT /api/meetings/:id/feedback: one's own answer, given or changed, whole (what is left out is
 * unanswered). Only the rating is required: a rating alone is one tap, and the follow-up, deal
 * size and comment may follow within the edit window (docs/decisions/035-one-tap.md).
 */
export const feedbackInputSchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  follow_up: z.enum(FEEDBACK_FOLLOW_UPS).nullable().default(null),
  deal_size: z.enum(DEAL_SIZE_BANDS).nullable().default(null),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX).default(''),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const FEEDBACK_SIDES = ['buyer', 'seller'] as const;

/** One person's answer. */
export const feedbackSchema = z.object({
  id: z.uuid(),
  meeting_id: z.uuid(),
  side: z.enum(FEEDBACK_SIDES),
  user: z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() }),
  rating: z.number().int(),
  /** Null while unanswered (the rating was given alone). */
  follow_up: z.enum(FEEDBACK_FOLLOW_UPS).nullable(),
  deal_size: z.enum(DEAL_SIZE_BANDS).nullable(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Until when its author may change it (ISO instant). */
  editable_until: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * GET /api/meetings/:id/feedback: the caller's side (null for admins), whether they may answer now
 * and else why not (an error code), and the answers they may see: their own, or both for admins.
 */
export const meetingFeedbackSchema = z.object({
  meeting_id: z.uuid(),
  side: z.enum(FEEDBACK_SIDES).nullable(),
  can_answer: z.boolean(),
  refusal: z.enum(['feedback_too_early', 'meeting_not_held', 'feedback_closed']).nullable(),
  answers: z.array(feedbackSchema),
});
export type MeetingFeedback = z.infer<typeof meetingFeedbackSchema>;

/** GET /api/feedback/pending: a meeting of the caller that has ended and awaits their answer. */
export const pendingFeedbackSchema = z.object({
  meeting_id: z.uuid(),
  project: z.object({ id: z.uuid(), name: z.string() }),
  counterpart: z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() }),
  meeting_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type PendingFeedback = z.infer<typeof pendingFeedbackSchema>;
