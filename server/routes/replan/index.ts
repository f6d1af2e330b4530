// Re-planning a project's agreed meetings for fewer breaks (docs/rules.md#re-planning-for-fewer-breaks):
// a preview of the moves and applying it on the same state. Admins only; a completed or cancelled
// project is closed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  replanAppliedSchema,
  replanApplySchema,
  replanPlanSchema,
  replanPreviewSchema,
} from '../../../core/schemas/replan.ts';
import { currentUser } from '../../auth/current-user.ts';
import { plannableProject } from '../../services/plannable-project.ts';
import { applyReplan } from '../../services/replan/apply.ts';
import { loadReplanState } from '../../services/replan/load-state.ts';
import { planReplan } from '../../services/replan/plan.ts';
import { presentReplan } from '../../services/replan/present.ts';

export async function replanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  app.post(
    '/:id/replan/preview',
    { config: admin, schema: { params: uuidParam, body: replanPlanSchema, response: { 200: replanPreviewSchema } } },
    async (request) => {
      const project = await plannableProject(app.db, request.params.id);
      const state = await loadReplanState(app.db, project, new Date(), {
        dates: request.body?.dates,
        keepIds: request.body?.keep_ids,
        maxBreaksPerPerson: request.body?.max_breaks_per_person,
      });
      return presentReplan(state, planReplan(state));
    },
  );

  app.post(
    '/:id/replan/apply',
    { config: admin, schema: { params: uuidParam, body: replanApplySchema, response: { 200: replanAppliedSchema } } },
    async (request) => {
      const project = await plannableProject(app.db, request.params.id);
      return applyReplan(app.db, app.bus, {
        project,
        adminId: currentUser(request).id,
        fingerprint: request.body.fingerprint,
        choice: {
          dates: request.body.dates,
          keepIds: request.body.keep_ids,
          maxBreaksPerPerson: request.body.max_breaks_per_person,
        },
        now: new Date(),
      });
    },
  );
}
