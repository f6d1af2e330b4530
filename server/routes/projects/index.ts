// Projects a user may see (SPEC.md section 6). Creating and editing arrive with the events issue.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectListQuery, projectSchema } from '../../../core/schemas/project';
import { projects } from '../../db/schema';
import { visibleProjects } from '../../policies/project';
import { presentProject } from '../../presenters/project';
import type { CurrentUser } from '../../types';

export async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    { schema: { querystring: projectListQuery, response: { 200: z.array(projectSchema) } } },
    async (request) => {
      const me = request.user as CurrentUser;
      const { status } = request.query;
      const rows = await app.db
        .select()
        .from(projects)
        .where(and(visibleProjects(me), status ? eq(projects.status, status) : undefined))
        .orderBy(desc(projects.startDate));
      return rows.map(presentProject);
    },
  );
}
