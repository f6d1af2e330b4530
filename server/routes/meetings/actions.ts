// Confirm, cancel, mark complete and check in (docs/rules.md#meeting-statuses, #check-in).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEETING_ACTIONS, type MeetingAction } from '../../../core/rules/meetings.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  checkInSchema,
  type Meeting,
  type MeetingDetail,
  meetingDetailSchema,
  meetingSchema,
} from '../../../core/schemas/meeting.ts';
import { currentUser } from '../../auth/current-user.ts';
import { meetingAttendances, meetings } from '../../db/schema.ts';
import { ApiError, conflict, forbidden } from '../../errors.ts';
import { mayActOn } from '../../policies/meeting.ts';
import { findMeeting } from '../../queries/meetings.ts';
import type { MeetingEvent } from '../../services/meeting-notifications.ts';
import { notifyMeetingPeople } from '../../services/meeting-notifications.ts';
import type { CurrentUser } from '../../types.ts';

const EVENT: Record<MeetingAction, MeetingEvent> = { confirm: 'confirmed', cancel: 'cancelled', complete: 'completed' };

export async function meetingActionRoutes(
  fastify: FastifyInstance,
  { detail }: { detail: (user: CurrentUser, id: string) => Promise<MeetingDetail> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const action of Object.keys(MEETING_ACTIONS) as MeetingAction[]) {
    app.post(`/:id/${action}`, { schema: { params: uuidParam, response: { 200: meetingSchema } } }, async (request) => {
      const me = currentUser(request);
      const before = await detail(me, request.params.id);
      const { from, to } = MEETING_ACTIONS[action];
      const who = {
        buyer_id: before.buyer.id,
        seller_id: before.seller.id,
        interpreter_id: before.interpreter?.id ?? null,
      };
      if (!mayActOn(me, who, action)) throw forbidden();
      if (before.status !== from)
        throw conflict('invalid_transition', `Only a ${from} meeting can be changed this way`);
      // The status in the WHERE makes a double click or a race change the meeting once.
      const rows = await app.db
        .update(meetings)
        .set({ status: to })
        .where(and(eq(meetings.id, before.id), eq(meetings.status, from)))
        .returning({ id: meetings.id });
      if (rows.length === 0) throw conflict('invalid_transition', 'The meeting changed meanwhile');
      const after = (await findMeeting(app.db, before.id)) as Meeting;
      await notifyMeetingPeople(app.db, app.bus, after, EVENT[action], me.id);
      return after;
    });
  }

  app.post(
    '/:id/check-in',
    { schema: { params: uuidParam, body: checkInSchema, response: { 200: meetingDetailSchema } } },
    async (request) => {
      const me = currentUser(request);
      const meeting = await detail(me, request.params.id);
      if (!meeting.can.check_in) throw new ApiError(403, 'forbidden', 'Only the meeting’s people can check in');
      await app.db
        .insert(meetingAttendances)
        .values({ meetingId: meeting.id, userId: me.id, checkInMethod: request.body.method })
        .onConflictDoNothing();
      return detail(me, meeting.id);
    },
  );
}
