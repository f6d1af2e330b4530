// Projects (docs/rules.md#projects-and-participants): everyone lists what they may see;
// admins create, edit and delete. Participants and the schedule are sub-resources.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type SlotSettings, slotAt, slotNumberOf } from '../../../core/rules/slots.ts';
import { hhmm } from '../../../core/rules/time.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { projectInputSchema, projectListQuery, projectSchema } from '../../../core/schemas/project.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { meetings, projects } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { projectColumns } from '../../presenters/project.ts';
import { findProject, listProjects } from '../../queries/projects.ts';
import { invitationRoutes } from './invitations.ts';
import { matchmakingRoutes } from './matchmaking.ts';
import { participantRoutes } from './participants.ts';
import { scheduleRoutes } from './schedule.ts';

export async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  app.get(
    '/',
    {
      config: { cache: 'per-user' },
      schema: { querystring: projectListQuery, response: { 200: z.array(projectSchema) } },
    },
    async (request) => {
      const { status } = request.query;
      return listProjects(app.db, currentUser(request), status ? eq(projects.status, status) : undefined);
    },
  );

  app.get('/:id', { schema: { params: uuidParam, response: { 200: projectSchema } } }, async (request) => {
    const project = await findProject(app.db, currentUser(request), request.params.id);
    if (!project) throw notFound('Project not found');
    return project;
  });

  app.post(
    '/',
    { config: admin, schema: { body: projectInputSchema, response: { 201: projectSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const [row] = await app.db
        .insert(projects)
        .values({ ...projectColumns(request.body), createdBy: me.id })
        .returning({ id: projects.id });
      return reply.status(201).send(await findProject(app.db, me, row.id));
    },
  );

  app.put(
    '/:id',
    { config: admin, schema: { params: uuidParam, body: projectInputSchema, response: { 200: projectSchema } } },
    async (request) => {
      const me = currentUser(request);
      const off = await meetingsOffSchedule(app.db, request.params.id, request.body);
      if (off > 0) {
        throw conflict('meetings_off_schedule', 'Some meetings would no longer sit on a slot of the project', {
          count: off,
        });
      }
      const rows = await app.db
        .update(projects)
        .set(projectColumns(request.body))
        .where(eq(projects.id, request.params.id))
        .returning({ id: projects.id });
      if (rows.length === 0) throw notFound('Project not found');
      return findProject(app.db, me, request.params.id);
    },
  );

  app.delete('/:id', { config: admin, schema: { params: uuidParam } }, async (request, reply) => {
    const rows = await app.db.delete(projects).where(eq(projects.id, request.params.id)).returning({ id: projects.id });
    if (rows.length === 0) throw notFound('Project not found');
    return reply.status(204).send();
  });

  await app.register(participantRoutes);
  await app.register(invitationRoutes);
  await app.register(matchmakingRoutes);
  await app.register(scheduleRoutes);
}

/**
 * How many live meetings of a project would not sit on a slot of its new period and slot settings.
 * Conflicts are decided by equal start times (ADR 006), so a meeting off the slot grid could overlap
 * a new one unnoticed.
 */
async function meetingsOffSchedule(
  db: Db,
  projectId: string,
  p: SlotSettings & { start_date: string; end_date: string },
) {
  const live = await db
    .select({ date: meetings.meetingDate, start: meetings.startTime, end: meetings.endTime })
    .from(meetings)
    .where(and(eq(meetings.projectId, projectId), ne(meetings.status, 'cancelled')));
  return live.filter((m) => {
    const n = slotNumberOf(p, m.start);
    return m.date < p.start_date || m.date > p.end_date || n === null || slotAt(p, n).end !== hhmm(m.end);
  }).length;
}
