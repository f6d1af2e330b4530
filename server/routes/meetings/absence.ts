// Marking who did not come to a meeting, or clearing it (docs/rules.md#feedback-and-no-shows):
// admins and the meeting's interpreter, once it has begun.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { peopleOf } from '../../../core/rules/meetings.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { type MeetingDetail, meetingAbsenceSchema, meetingDetailSchema } from '../../../core/schemas/meeting.ts';
import { currentUser } from '../../auth/current-user.ts';
import { forbidden, notFound } from '../../errors.ts';
import { mayMarkAbsenceOf, visibleMeetings } from '../../policies/meeting.ts';
import { findMeeting } from '../../queries/meetings.ts';
import { markAbsence } from '../../services/mark-absence.ts';
import { publishNotifications } from '../../services/notify.ts';
import type { CurrentUser } from '../../types.ts';

export async function meetingAbsenceRoutes(
  fastify: FastifyInstance,
  { detail }: { detail: (user: CurrentUser, id: string) => Promise<MeetingDetail> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/:id/absence',
    { schema: { params: uuidParam, body: meetingAbsenceSchema, response: { 200: meetingDetailSchema } } },
    async (request) => {
      const me = currentUser(request);
      const meeting = await findMeeting(app.db, request.params.id, visibleMeetings(me));
      if (!meeting) throw notFound('Meeting not found');
      if (!mayMarkAbsenceOf(me, peopleOf(meeting))) {
        throw forbidden('Only organisers and the meeting’s interpreter mark who did not come');
      }
      const marked = await markAbsence(app.db, meeting.id, request.body.absence, me.id);
      // Told once the mark is committed, so nobody reads a meeting that has not changed yet.
      publishNotifications(app.bus, marked.notices);
      return detail(me, meeting.id);
    },
  );
}
