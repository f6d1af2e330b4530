// The admin's Auto-schedule of a project (decision 008): a preview planned in a worker thread, and
// applying it in one transaction. Both admin only; a completed or cancelled project is closed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autoScheduleAppliedSchema,
  autoScheduleApplySchema,
  autoSchedulePlanSchema,
  autoSchedulePreviewSchema,
} from '../../../core/schemas/auto-schedule.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { currentUser } from '../../auth/current-user.ts';
import { applyAutoSchedule } from '../../services/auto-schedule/apply.ts';
import { planInfeasible } from '../../services/auto-schedule/infeasible.ts';
import { loadPlanState, type PlanState } from '../../services/auto-schedule/load-input.ts';
import { rememberPlan } from '../../services/auto-schedule/plan-cache.ts';
import { presentPreview } from '../../services/auto-schedule/present.ts';
import { planInWorker } from '../../services/auto-schedule/runner.ts';
import { plannableProject } from '../../services/plannable-project.ts';

const plan = async (state: PlanState) => (await planInWorker(state.input)).result;
/** The preview also tells what the project's daily maximum cost; Apply needs only the plan. */
const planWithCost = async (state: PlanState) =>
  (await planInWorker(state.input, undefined, { limitCost: true })).result;

export async function autoScheduleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  app.post(
    '/:id/auto-schedule/preview',
    {
      config: admin,
      schema: { params: uuidParam, body: autoSchedulePlanSchema, response: { 200: autoSchedulePreviewSchema } },
    },
    async (request) => {
      const project = await plannableProject(app.db, request.params.id);
      const state = await loadPlanState(app.db, project, new Date(), {
        maxBreaksPerPerson: request.body?.max_breaks_per_person,
      });
      const result = await planWithCost(state);
      if (result.infeasibility?.length) {
        throw await planInfeasible(app.db, result.infeasibility, state.people, state.settings);
      }
      rememberPlan(project.id, state.fingerprint, result);
      return presentPreview(state, result);
    },
  );

  app.post(
    '/:id/auto-schedule/apply',
    {
      config: admin,
      schema: { params: uuidParam, body: autoScheduleApplySchema, response: { 200: autoScheduleAppliedSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      const project = await plannableProject(app.db, request.params.id);
      return applyAutoSchedule(app.db, app.bus, {
        project,
        adminId: me.id,
        fingerprint: request.body.fingerprint,
        now: () => new Date(),
        plan,
        options: { maxBreaksPerPerson: request.body.max_breaks_per_person },
      });
    },
  );
}
