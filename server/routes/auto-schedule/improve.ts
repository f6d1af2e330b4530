// "Improve further" on the admin's Auto-schedule (docs/decisions/039-improve-further.md): start a
// longer search from a preview, read how it stands, cancel it. Admin only, like the preview; the
// grid must still be the preview's (its fingerprint), else 409 schedule_changed and a new preview.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autoScheduleImproveSchema,
  autoScheduleImproveStartSchema,
  IMPROVE_MAX_SECONDS,
  improveRunParams,
} from '../../../core/schemas/auto-schedule-improve.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { currentUser } from '../../auth/current-user.ts';
import { conflict, notFound } from '../../errors.ts';
import {
  cancelImprovement,
  findImprovement,
  presentImprovement,
  startImprovement,
  stopImprovements,
} from '../../services/auto-schedule/improvements.ts';
import { loadPlanState } from '../../services/auto-schedule/load-input.ts';
import { plannableProject } from '../../services/plannable-project.ts';

export async function autoScheduleImproveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };
  app.addHook('onClose', () => stopImprovements(app.bus));

  app.post(
    '/:id/auto-schedule/improve',
    {
      config: admin,
      schema: { params: uuidParam, body: autoScheduleImproveStartSchema, response: { 202: autoScheduleImproveSchema } },
    },
    async (request, reply) => {
      const project = await plannableProject(app.db, request.params.id);
      const state = await loadPlanState(app.db, project, new Date(), {
        maxBreaksPerPerson: request.body.max_breaks_per_person,
      });
      if (state.fingerprint !== request.body.fingerprint) {
        throw conflict('schedule_changed', 'The grid changed since the preview; plan a new preview first');
      }
      const run = startImprovement(app.bus, {
        projectId: project.id,
        adminId: currentUser(request).id,
        state,
        limitSeconds: request.body.seconds ?? IMPROVE_MAX_SECONDS,
      });
      return reply.status(202).send(presentImprovement(run));
    },
  );

  app.get(
    '/:id/auto-schedule/improve/:runId',
    { config: admin, schema: { params: improveRunParams, response: { 200: autoScheduleImproveSchema } } },
    async (request) => {
      const run = findImprovement(request.params.id, request.params.runId);
      if (!run) throw notFound('No such improvement on this server');
      return presentImprovement(run);
    },
  );

  app.post(
    '/:id/auto-schedule/improve/:runId/cancel',
    { config: admin, schema: { params: improveRunParams, response: { 200: autoScheduleImproveSchema } } },
    async (request) => {
      const run = findImprovement(request.params.id, request.params.runId);
      if (!run) throw notFound('No such improvement on this server');
      cancelImprovement(app.bus, run);
      return presentImprovement(run);
    },
  );
}
