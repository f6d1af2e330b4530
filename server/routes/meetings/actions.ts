// Confirm, cancel, mark complete and check in (docs/rules.md#meeting-statuses, #check-in).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEETING_ACTIONS, type MeetingAction, peopleOf } from '../../../core/rules/meetings.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  checkInSchema,
  type Meeting,
  type MeetingDetail,
  meetingDetailSchema,
  meetingSchema,
} from '../../../core/schemas/meeting.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { meetingAttendances, meetings } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { dbOf } from '../../idempotency/plugin.ts';
import { mayActOn } from '../../policies/meeting.ts';
import { findMeeting } from '../../queries/meetings.ts';
import type { MeetingEvent } from '../../services/meeting-notifications.ts';
import { notifyMeetingPeople } from '../../services/meeting-notifications.ts';
import type { CurrentUser } from '../../types.ts';
import { enqueueMeetingEvent } from '../../webhooks/meeting-events.ts';
import { statusActionRoutes } from '../status-actions.ts';

const EVENT: Record<MeetingAction, MeetingEvent> = { confirm: 'confirmed', cancel: 'cancelled', complete: 'completed' };
const WEBHOOK_EVENT = {
  confirm: 'meeting.confirmed',
  cancel: 'meeting.cancelled',
  complete: 'meeting.completed',
} as const;

export async function meetingActionRoutes(
  fastify: FastifyInstance,
  { detail }: { detail: (user: CurrentUser, id: string, db?: Db) => Promise<MeetingDetail> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  statusActionRoutes(app, {
    noun: 'meeting',
    table: meetings,
    transitions: MEETING_ACTIONS,
    response: meetingSchema,
    find: detail,
    mayAct: (me, before, action) => mayActOn(me, peopleOf(before), action),
    wrongStatus: (from) => `Only a ${from} meeting can be changed this way`,
    reread: async (_me, id) => (await findMeeting(app.db, id)) as Meeting,
    during: (tx, action, id) => enqueueMeetingEvent(tx, id, WEBHOOK_EVENT[action]),
    after: (action, meeting, me) => notifyMeetingPeople(app.db, app.bus, meeting, EVENT[action], me.id),
  });

  app.post(
    '/:id/check-in',
    {
      // A phone at the venue may send its check-in again after the network came back (docs/rules.md#offline-writes).
      config: { idempotent: true },
      schema: { params: uuidParam, body: checkInSchema, response: { 200: meetingDetailSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      const db = dbOf(request);
      const meeting = await detail(me, request.params.id, db);
      if (!meeting.can.check_in) throw new ApiError(403, 'forbidden', 'Only the meeting’s people can check in');
      await db.transaction(async (tx) => {
        const [first] = await tx
          .insert(meetingAttendances)
          .values({ meetingId: meeting.id, userId: me.id, checkInMethod: request.body.method })
          .onConflictDoNothing()
          .returning({ at: meetingAttendances.checkedInAt });
        // Only a first check-in is news; the receiver hears of it in the check-in's transaction.
        if (first) {
          await enqueueMeetingEvent(tx as unknown as Db, meeting.id, 'meeting.checked_in', {
            checked_in: { user_id: me.id, method: request.body.method, at: first.at.toISOString() },
          });
        }
      });
      return detail(me, meeting.id, db);
    },
  );
}
