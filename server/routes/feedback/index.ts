// What each side thought of a meeting (docs/rules.md#feedback-and-no-shows): read a meeting's
// answers (one's own, or both for admins), give or change one's own, and list one's ended meetings
// still awaiting an answer. Each handler: validate -> load -> authorize -> act -> present.
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEEDBACK_EDIT_DAYS } from '../../../core/constants.ts';
import { type FeedbackRefusal, feedbackEditable, feedbackRefusal } from '../../../core/rules/feedback.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  feedbackInputSchema,
  feedbackSchema,
  meetingFeedbackSchema,
  pendingFeedbackSchema,
} from '../../../core/schemas/feedback.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { meetingFeedback, profiles } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { dbOf } from '../../idempotency/plugin.ts';
import { answeringSide, mayReadFeedback, visibleFeedback } from '../../policies/feedback.ts';
import { visibleMeetings } from '../../policies/meeting.ts';
import type { CurrentUser } from '../../types.ts';
import { enqueueEvents } from '../../webhooks/events.ts';
import { feedbackMeeting, meetingAnswers, pendingFeedback, presentFeedback } from './queries.ts';

const DAY_MS = 86_400_000;

export async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The meeting (404 unless the caller sees it); 403 unless the caller may read its answers. */
  async function readable(me: CurrentUser, id: string) {
    const meeting = await feedbackMeeting(app.db, id, visibleMeetings(me));
    if (!meeting) throw notFound('Meeting not found');
    if (!mayReadFeedback(me, meeting))
      throw forbidden("Only the meeting's buyer and seller, and admins, see its feedback");
    return meeting;
  }

  app.get(
    '/meetings/:id/feedback',
    { schema: { params: uuidParam, response: { 200: meetingFeedbackSchema } } },
    async (request) => {
      const me = currentUser(request);
      const now = new Date();
      const meeting = await readable(me, request.params.id);
      const side = answeringSide(me, meeting);
      const answers = await meetingAnswers(app.db, meeting.id, visibleFeedback(me));
      const mine = side ? answers.find((a) => a.user.id === me.id) : undefined;
      const refusal: FeedbackRefusal | null =
        feedbackRefusal(meeting, now) ?? (mine && !feedbackEditable(mine.created_at, now) ? 'feedback_closed' : null);
      return { meeting_id: meeting.id, side, can_answer: side !== null && refusal === null, refusal, answers };
    },
  );

  app.put(
    '/meetings/:id/feedback',
    {
      // Given on a phone right after the meeting, maybe sent again later (docs/rules.md#offline-writes).
      config: { idempotent: true },
      schema: { params: uuidParam, body: feedbackInputSchema, response: { 200: feedbackSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      const db = dbOf(request);
      const now = new Date();
      const meeting = await feedbackMeeting(db, request.params.id, visibleMeetings(me));
      if (!meeting) throw notFound('Meeting not found');
      const side = answeringSide(me, meeting);
      if (!side) throw forbidden("Only the meeting's buyer and seller answer for it");
      const refusal = feedbackRefusal(meeting, now);
      if (refusal === 'meeting_not_held') throw conflict(refusal, 'The meeting was cancelled or nobody came');
      if (refusal === 'feedback_too_early') throw conflict(refusal, 'The meeting has not ended yet');
      const answer = {
        rating: request.body.rating,
        followUp: request.body.follow_up,
        dealSize: request.body.deal_size,
        comment: request.body.comment,
        updatedAt: now,
      };
      // One statement: the unique index meeting_feedback_once makes concurrent first answers one
      // row, and the update happens only while the answer is within its edit window.
      // The answer and its feedback.given event together (docs/decisions/049-webhooks.md).
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .insert(meetingFeedback)
          .values({ meetingId: meeting.id, userId: me.id, side, createdAt: now, ...answer })
          .onConflictDoUpdate({
            target: [meetingFeedback.meetingId, meetingFeedback.userId],
            set: answer,
            setWhere: gt(meetingFeedback.createdAt, new Date(now.getTime() - FEEDBACK_EDIT_DAYS * DAY_MS)),
          })
          .returning();
        if (!row) throw conflict('feedback_closed', `An answer can be changed for ${FEEDBACK_EDIT_DAYS} days`);
        const [person] = await tx
          .select({ id: profiles.id, fullName: profiles.fullName, companyName: profiles.companyName })
          .from(profiles)
          .where(and(eq(profiles.id, me.id)));
        const answered = presentFeedback(row, person);
        await enqueueEvents(tx, 'feedback.given', meeting.project_id, async () => [
          { projectId: meeting.project_id, data: answered },
        ]);
        return answered;
      });
    },
  );

  app.get('/feedback/pending', { schema: { response: { 200: z.array(pendingFeedbackSchema) } } }, async (request) => {
    const me = currentUser(request);
    if (me.role !== 'buyer' && me.role !== 'seller') return [];
    return pendingFeedback(app.db, me.id, new Date());
  });
}
