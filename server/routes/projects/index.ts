// Projects (SPEC.md section 2 Projects, section 5 project form): everyone lists what they may see;
// admins create, edit and delete. Participants and the schedule are sub-resources.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../../core/schemas/common';
import { projectInputSchema, projectListQuery, projectSchema } from '../../../core/schemas/project';
import { projects } from '../../db/schema';
import { notFound } from '../../errors';
import { projectColumns } from '../../presenters/project';
import { findProject, listProjects } from '../../queries/projects';
import type { CurrentUser } from '../../types';
import { participantRoutes } from './participants';
import { scheduleRoutes } from './schedule';

export async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  app.get(
    '/',
    { schema: { querystring: projectListQuery, response: { 200: z.array(projectSchema) } } },
    async (request) => {
      const { status } = request.query;
      return listProjects(app.db, request.user as CurrentUser, status ? eq(projects.status, status) : undefined);
    },
  );

  app.get('/:id', { schema: { params: uuidParam, response: { 200: projectSchema } } }, async (request) => {
    const project = await findProject(app.db, request.user as CurrentUser, request.params.id);
    if (!project) throw notFound('Project not found');
    return project;
  });

  app.post(
    '/',
    { config: admin, schema: { body: projectInputSchema, response: { 201: projectSchema } } },
    async (request, reply) => {
      const me = request.user as CurrentUser;
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
      const me = request.user as CurrentUser;
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
  await app.register(scheduleRoutes);
}
