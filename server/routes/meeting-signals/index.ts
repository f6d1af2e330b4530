// Running late and at the table (docs/rules.md#running-late-and-at-the-table): one person of a
// meeting tells the others, just before it, that they will be 5, 10 or 15 minutes late or are at
// the table; a newer word replaces theirs, and they may withdraw it. The others see it at once (a
// live event to their open screens, a notification and a push). Each handler: validate -> load ->
// authorize -> act -> present.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signalRefusal } from '../../../core/rules/meeting-signals.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  meetingSignalInputSchema,
  meetingSignalSchema,
  meetingSignalsQuery,
} from '../../../core/schemas/meeting-signal.ts';
import { currentUser } from '../../auth/current-user.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { visibleMeetings } from '../../policies/meeting.ts';
import { signalSender } from '../../policies/meeting-signal.ts';
import { publishSignal, storeSignalNotices } from '../../services/meeting-signals.ts';
import type { CurrentUser } from '../../types.ts';
import { currentSignals, deleteSignal, putSignal, signalMeeting } from './queries.ts';

export async function meetingSignalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The meeting (404 unless the caller sees it); 403 unless the caller is one of its people. */
  async function ownMeeting(me: CurrentUser, id: string) {
    const meeting = await signalMeeting(app.db, id, visibleMeetings(me));
    if (!meeting) throw notFound('Meeting not found');
    if (!signalSender(me, meeting)) throw forbidden("Only the meeting's buyer, seller and interpreter signal");
    return meeting;
  }

  app.put(
    '/meetings/:id/signal',
    { schema: { params: uuidParam, body: meetingSignalInputSchema, response: { 200: meetingSignalSchema } } },
    async (request) => {
      const me = currentUser(request);
      const now = new Date();
      const meeting = await ownMeeting(me, request.params.id);
      const refusal = signalRefusal(meeting, now);
      if (refusal === 'meeting_not_live') throw badRequest(refusal, 'The meeting was cancelled or is over');
      if (refusal) throw badRequest(refusal, 'Signals are given from 30 minutes before the start until the end');
      const minutes = request.body.kind === 'late' ? request.body.minutes : null;
      const said = { kind: request.body.kind, minutes, from: { id: me.id, full_name: me.fullName } };
      const { row, stored } = await app.db.transaction(async (tx) => {
        const row = await putSignal(tx, meeting.id, me.id, said.kind, minutes, now);
        return { row, stored: await storeSignalNotices(tx, meeting, said) };
      });
      publishSignal(app.bus, meeting, stored);
      const role = signalSender(me, meeting) ?? 'buyer';
      return {
        meeting_id: meeting.id,
        user: { id: me.id, full_name: me.fullName, role },
        kind: said.kind,
        minutes,
        table: meeting.table,
        created_at: row.createdAt.toISOString(),
      };
    },
  );

  // Withdrawing is allowed whenever: a word that no longer holds should not stay on the others' screens.
  app.delete('/meetings/:id/signal', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const meeting = await ownMeeting(me, request.params.id);
    if (await deleteSignal(app.db, meeting.id, me.id)) publishSignal(app.bus, meeting);
    return reply.code(204).send();
  });

  // The signals of the caller's meetings that still hold now (admins: every meeting's), newest
  // first, at most `limit`; one meeting's with `meeting_id` (docs/api-lists.md).
  app.get(
    '/meeting-signals',
    { schema: { querystring: meetingSignalsQuery, response: { 200: z.array(meetingSignalSchema) } } },
    async (request) => {
      const me = currentUser(request);
      const { meeting_id, limit } = request.query;
      return currentSignals(app.db, visibleMeetings(me), new Date(), { meetingId: meeting_id, limit });
    },
  );
}
