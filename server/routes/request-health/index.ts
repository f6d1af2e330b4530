// "Nudge now" (docs/rules.md#request-hygiene), admins only: the targets of a project's requests that
// have waited over REQUEST_NUDGE_HOURS are nudged at once, as the background job would, and the
// requests are marked nudged. A request nudged within NUDGE_AGAIN_HOURS is left out, so a second
// click (or a second organiser) does not nudge the same people twice.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import { nudgeResultSchema } from '../../../core/schemas/request-health.ts';
import { projects } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { nudgeWaitingTargets } from '../../notices/request-nudges.ts';

export async function requestHealthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/:id/request-health/nudge',
    { config: { access: 'admin' }, schema: { params: uuidParam, response: { 200: nudgeResultSchema } } },
    async (request) => {
      const [project] = await app.db
        .select({ status: projects.status })
        .from(projects)
        .where(eq(projects.id, request.params.id));
      if (!project) throw notFound('Project not found');
      if (project.status !== 'active') throw conflict('project_closed', 'Only an active project’s requests are nudged');
      const nudges = await nudgeWaitingTargets(
        app.db,
        { publicUrl: app.config.publicUrl, now: new Date() },
        { bus: app.bus, projectId: request.params.id, again: true },
      );
      return { people: nudges.length, requests: nudges.reduce((sum, n) => sum + n.claimed, 0) };
    },
  );
}
