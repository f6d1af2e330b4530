// GET /api/meetings/:id/calendar.ics: one meeting as a calendar file, for whoever may see it
// (the meeting policy), in the reader's language (docs/rules.md#calendars).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import { currentUser } from '../../auth/current-user.ts';
import { CALENDAR_CONTENT_TYPE, calendarFile } from '../../calendar/calendar-file.ts';
import { calendarWords } from '../../calendar/words.ts';
import { meetings } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { visibleMeetings } from '../../policies/meeting.ts';
import { calendarMeetings } from './queries.ts';

export async function meetingFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/:id/calendar.ics', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const [meeting] = await calendarMeetings(app.db, and(eq(meetings.id, request.params.id), visibleMeetings(me)));
    if (!meeting) throw notFound('Meeting not found');
    const words = calendarWords(me.locale);
    const file = calendarFile([meeting], {
      name: words.calendarName,
      viewer: me,
      words,
      publicUrl: app.config.publicUrl,
    });
    const name = `meeting-${meeting.meeting_date}-${meeting.start_time.replace(':', '')}.ics`;
    return reply
      .header('content-type', CALENDAR_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
}
