// Moving a meeting to another date, slot or table (docs/rules.md#moving-a-meeting): organisers
// re-plan the day from the schedule grid.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { peopleOf } from '../../../core/rules/meetings.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { meetingMoveSchema, meetingSchema } from '../../../core/schemas/meeting.ts';
import { currentUser } from '../../auth/current-user.ts';
import { forbidden, notFound } from '../../errors.ts';
import { mayMove, visibleMeetings } from '../../policies/meeting.ts';
import { findMeeting } from '../../queries/meetings.ts';
import { moveMeeting } from '../../services/move-meeting.ts';
import { publishNotifications } from '../../services/notify.ts';

export async function meetingMoveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/:id/move',
    {
      config: { access: 'admin' },
      schema: { params: uuidParam, body: meetingMoveSchema, response: { 200: meetingSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      const meeting = await findMeeting(app.db, request.params.id, visibleMeetings(me));
      if (!meeting) throw notFound('Meeting not found');
      if (!mayMove(me, peopleOf(meeting))) throw forbidden('Only organisers move meetings');
      const moved = await moveMeeting(app.db, meeting.id, request.body, me.id);
      // Told once the move is committed, so nobody opens a meeting that is not there yet.
      publishNotifications(app.bus, moved.notices);
      return moved.meeting;
    },
  );
}
