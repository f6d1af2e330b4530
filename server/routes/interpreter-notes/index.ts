// Interpreter notes (docs/rules.md#interpreters): the interpreter's
// confirmed and completed meetings with their notes; a meeting's notes for its page (admins read
// all, its interpreter their own); create-or-update by the meeting's interpreter.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTERPRETER_VISIBLE_STATUSES } from '../../../core/rules/meetings.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  interpreterMeetingSchema,
  interpreterNoteInputSchema,
  interpreterNoteSchema,
  meetingNotesSchema,
} from '../../../core/schemas/interpreter-note.ts';
import { arrayPageQuery } from '../../../core/schemas/list-page.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { interpreterNotes, meetings } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { dbOf } from '../../idempotency/plugin.ts';
import { mayReadMeetingNotes, mayWriteNote, notebookMeetings, visibleNotes } from '../../policies/interpreter-note.ts';
import { visibleMeetings } from '../../policies/meeting.ts';
import { findMeeting } from '../../queries/meetings.ts';
import type { CurrentUser } from '../../types.ts';
import { arrayPage } from '../list-reply.ts';
import { listNotes, notebookRows } from './queries.ts';

export async function interpreterNoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The interpreter's notebook, a page at a time: it grows with every event they interpret at.
  app.get(
    '/',
    { schema: { querystring: arrayPageQuery, response: { 200: z.array(interpreterMeetingSchema) } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { limit, cursor } = request.query;
      return arrayPage(reply, await notebookRows(app.db, me.id, notebookMeetings(me), { limit, cursor }), limit);
    },
  );

  /** The meeting, if `me` may see it and its notes; a meeting or notes `me` may not see answer 404 alike. */
  async function loadMeeting(me: CurrentUser, id: string, db: Db = app.db) {
    const meeting = await findMeeting(db, id, visibleMeetings(me));
    if (!meeting || !mayReadMeetingNotes(me, { interpreter_id: meeting.interpreter?.id ?? null }))
      throw notFound('Meeting not found');
    return meeting;
  }

  app.get(
    '/meetings/:id',
    { schema: { params: uuidParam, response: { 200: meetingNotesSchema } } },
    async (request) => {
      const me = currentUser(request);
      const meeting = await loadMeeting(me, request.params.id);
      const notes = await listNotes(app.db, and(eq(interpreterNotes.meetingId, meeting.id), visibleNotes(me)));
      const writable = (INTERPRETER_VISIBLE_STATUSES as readonly string[]).includes(meeting.status);
      return { notes, can_write: writable && mayWriteNote(me, { interpreter_id: meeting.interpreter?.id ?? null }) };
    },
  );

  app.put(
    '/meetings/:id',
    {
      // Written on a phone at the venue, maybe sent again later (docs/rules.md#offline-writes).
      config: { idempotent: true },
      schema: { params: uuidParam, body: interpreterNoteInputSchema, response: { 200: interpreterNoteSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      const db = dbOf(request);
      const meeting = await loadMeeting(me, request.params.id, db);
      if (!mayWriteNote(me, { interpreter_id: meeting.interpreter?.id ?? null }))
        throw forbidden('Only the meeting’s interpreter writes its notes');
      const { content, key_points, action_items } = request.body;
      // One statement: the note is written only while the meeting is still this interpreter's and
      // confirmed or completed, and a second save (or a racing one) updates the same note.
      const rows = await db
        .insert(interpreterNotes)
        .select((qb) =>
          qb
            // Drizzle wants every column, in the table's order.
            .select({
              id: sql<string>`gen_random_uuid()`.as('id'),
              meetingId: meetings.id,
              interpreterId: sql<string>`${me.id}::uuid`.as('interpreter_id'),
              content: sql<string>`${content}::text`.as('content'),
              keyPoints: sql<string>`${key_points}::text`.as('key_points'),
              actionItems: sql<string>`${action_items}::text`.as('action_items'),
              createdAt: sql<Date>`now()`.as('created_at'),
              updatedAt: sql<Date>`now()`.as('updated_at'),
            })
            .from(meetings)
            .where(
              and(
                eq(meetings.id, meeting.id),
                eq(meetings.interpreterId, me.id),
                inArray(meetings.status, [...INTERPRETER_VISIBLE_STATUSES]),
              ),
            ),
        )
        .onConflictDoUpdate({
          target: [interpreterNotes.meetingId, interpreterNotes.interpreterId],
          set: { content, keyPoints: key_points, actionItems: action_items, updatedAt: sql`now()` },
        })
        .returning({ id: interpreterNotes.id });
      if (rows.length === 0) throw conflict('invalid_transition', 'The meeting changed meanwhile');
      const [note] = await listNotes(db, eq(interpreterNotes.id, rows[0].id));
      return note;
    },
  );
}
