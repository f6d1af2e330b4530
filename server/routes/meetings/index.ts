// Meetings: the list and detail each user may see (docs/rules.md#visibility), creation and deletion.
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEETING_ACTIONS, meetingPart, peopleOf } from '../../../core/rules/meetings.ts';
import { mayMarkNow } from '../../../core/rules/no-show.ts';
import { canTransition } from '../../../core/rules/transitions.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  type Meeting,
  meetingCreateSchema,
  meetingDetailSchema,
  meetingListQuery,
  meetingSchema,
} from '../../../core/schemas/meeting.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { meetingAttendances, meetings, profiles } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { mayActOn, mayCheckIn, mayMarkAbsenceOf, visibleMeetings } from '../../policies/meeting.ts';
import { iso } from '../../presenters/profile.ts';
import { findMeeting, listMeetings } from '../../queries/meetings.ts';
import { createMeeting } from '../../services/create-meeting.ts';
import { notifyMeetingPeople } from '../../services/meeting-notifications.ts';
import type { CurrentUser } from '../../types.ts';
import { arrayPage } from '../list-reply.ts';
import { meetingAbsenceRoutes } from './absence.ts';
import { meetingActionRoutes } from './actions.ts';
import { meetingMoveRoutes } from './move.ts';

/** Who checked a person in for them: a badge scan's scanner (docs/rules.md#scanning-badges). */
const scanner = alias(profiles, 'scanner');

export async function meetingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The meeting as `user` may see it, with their abilities and the check-in history; `db` is a keyed write's transaction. */
  async function detail(user: CurrentUser, id: string, db: Db = app.db) {
    const meeting = await findMeeting(db, id, visibleMeetings(user));
    if (!meeting) throw notFound('Meeting not found');
    const attendances = await db
      .select({
        a: meetingAttendances,
        p: { id: profiles.id, fullName: profiles.fullName, role: profiles.role },
        by: { id: scanner.id, fullName: scanner.fullName },
      })
      .from(meetingAttendances)
      .innerJoin(profiles, eq(profiles.id, meetingAttendances.userId))
      .leftJoin(scanner, eq(scanner.id, meetingAttendances.checkedInBy))
      .where(eq(meetingAttendances.meetingId, id))
      .orderBy(desc(meetingAttendances.checkedInAt));
    const who = peopleOf(meeting);
    return {
      ...meeting,
      attendances: attendances.map(({ a, p, by }) => ({
        id: a.id,
        user: { id: p.id, full_name: p.fullName, role: p.role },
        check_in_method: a.checkInMethod,
        checked_in_by: by?.id ? { id: by.id, full_name: by.fullName ?? '' } : null,
        checked_in_at: iso(a.checkedInAt),
      })),
      can: {
        confirm: canTransition(MEETING_ACTIONS, meeting.status, 'confirm') && mayActOn(user, who, 'confirm'),
        cancel: canTransition(MEETING_ACTIONS, meeting.status, 'cancel') && mayActOn(user, who, 'cancel'),
        complete: canTransition(MEETING_ACTIONS, meeting.status, 'complete') && mayActOn(user, who, 'complete'),
        check_in: mayCheckIn(user, who) && meeting.status !== 'cancelled',
        delete: meetingPart(user, who) === 'admin',
        mark_absence: mayMarkAbsenceOf(user, who) && mayMarkNow(meeting, meeting.project.time_zone),
      },
      checked_in: attendances.some(({ p }) => p.id === user.id),
    };
  }

  app.get(
    '/',
    {
      config: { cache: 'per-user' },
      schema: { querystring: meetingListQuery, response: { 200: z.array(meetingSchema) } },
    },
    async (request, reply) => {
      const { status, project, limit, cursor } = request.query;
      const rows = await listMeetings(
        app.db,
        and(
          visibleMeetings(currentUser(request)),
          status ? eq(meetings.status, status) : undefined,
          project ? eq(meetings.projectId, project) : undefined,
        ),
        { limit, cursor },
      );
      return arrayPage(reply, rows, limit);
    },
  );

  app.get('/:id', { schema: { params: uuidParam, response: { 200: meetingDetailSchema } } }, async (request) =>
    detail(currentUser(request), request.params.id),
  );

  app.post(
    '/',
    { config: { access: 'admin' }, schema: { body: meetingCreateSchema, response: { 201: meetingSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const id = await createMeeting(app.db, request.body, me.id);
      const meeting = (await findMeeting(app.db, id)) as Meeting;
      await notifyMeetingPeople(app.db, app.bus, meeting, 'scheduled', me.id);
      return reply.status(201).send(meeting);
    },
  );

  app.delete('/:id', { config: { access: 'admin' }, schema: { params: uuidParam } }, async (request, reply) => {
    const rows = await app.db.delete(meetings).where(eq(meetings.id, request.params.id)).returning({ id: meetings.id });
    if (rows.length === 0) throw notFound('Meeting not found');
    return reply.status(204).send();
  });

  await app.register(meetingActionRoutes, { detail });
  await app.register(meetingMoveRoutes);
  await app.register(meetingAbsenceRoutes, { detail });
}
