// The organiser's asks of the auto-schedule (docs/rules.md#fixed-meetings-and-precedences): meetings
// fixed to a slot and one meeting before another. A write refuses what could never be planned (a
// person who does not take part in that role, a day or slot off the project's grid, the same ask
// twice); asks that contradict each other are kept, and the preview says why they leave no plan
// (docs/decisions/038-fixed-meetings.md).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slotAt } from '../../../core/rules/slots.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  fixedMeetingCreateSchema,
  fixedMeetingParams,
  fixedMeetingSchema,
  planConstraintsSchema,
  precedenceCreateSchema,
  precedenceParams,
  precedenceSchema,
} from '../../../core/schemas/plan-constraints.ts';
import { currentUser } from '../../auth/current-user.ts';
import { fixedMeetings, meetingPrecedences, projects } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, PG_UNIQUE_VIOLATION, pgError } from '../../errors.ts';
import { mayManagePlanConstraints } from '../../policies/plan-constraint.ts';
import { plannableProject } from '../../services/plannable-project.ts';
import type { CurrentUser } from '../../types.ts';
import { listFixedMeetings, listPrecedences, requirePairs, slotSettingsOf } from './queries.ts';

export async function planConstraintRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  /** Throws 403 unless `user` may manage the asks. */
  function allowed(user: CurrentUser) {
    if (!mayManagePlanConstraints(user)) throw forbidden('Only organisers fix and order meetings');
  }
  /** Runs `write`, turning the unique index's refusal into 409 `code`. */
  async function once<T>(write: () => Promise<T>, code: string, message: string): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (pgError(err)?.code === PG_UNIQUE_VIOLATION) throw conflict(code, message);
      throw err;
    }
  }

  app.get(
    '/:id/plan-constraints',
    { config: admin, schema: { params: uuidParam, response: { 200: planConstraintsSchema } } },
    async (request) => {
      allowed(currentUser(request));
      const [project] = await app.db.select().from(projects).where(eq(projects.id, request.params.id));
      if (!project) throw notFound('Project not found');
      return {
        fixed_meetings: await listFixedMeetings(app.db, project),
        precedences: await listPrecedences(app.db, project.id),
      };
    },
  );

  app.post(
    '/:id/fixed-meetings',
    {
      config: admin,
      schema: { params: uuidParam, body: fixedMeetingCreateSchema, response: { 201: fixedMeetingSchema } },
    },
    async (request, reply) => {
      const me = currentUser(request);
      allowed(me);
      const project = await plannableProject(app.db, request.params.id);
      const { buyer_id, seller_id, date, slot_number } = request.body;
      if (date < project.startDate || date > project.endDate || slot_number > project.dailyMeetLimit) {
        throw badRequest('outside_project', 'The date or slot is outside the project');
      }
      await requirePairs(app.db, project.id, [request.body]);
      const [row] = await once(
        () =>
          app.db
            .insert(fixedMeetings)
            .values({
              projectId: project.id,
              buyerId: buyer_id,
              sellerId: seller_id,
              meetingDate: date,
              startTime: slotAt(slotSettingsOf(project), slot_number).start,
              createdBy: me.id,
            })
            .returning({ id: fixedMeetings.id }),
        'already_fixed',
        'This buyer and seller already have a fixed meeting',
      );
      const [created] = await listFixedMeetings(app.db, project, row.id);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/:id/fixed-meetings/:fixedId',
    { config: admin, schema: { params: fixedMeetingParams } },
    async (request, reply) => {
      allowed(currentUser(request));
      const project = await plannableProject(app.db, request.params.id);
      const rows = await app.db
        .delete(fixedMeetings)
        .where(and(eq(fixedMeetings.id, request.params.fixedId), eq(fixedMeetings.projectId, project.id)))
        .returning({ id: fixedMeetings.id });
      if (rows.length === 0) throw notFound('Fixed meeting not found');
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/precedences',
    {
      config: admin,
      schema: { params: uuidParam, body: precedenceCreateSchema, response: { 201: precedenceSchema } },
    },
    async (request, reply) => {
      const me = currentUser(request);
      allowed(me);
      const project = await plannableProject(app.db, request.params.id);
      const { before, after } = request.body;
      await requirePairs(app.db, project.id, [before, after]);
      const [row] = await once(
        () =>
          app.db
            .insert(meetingPrecedences)
            .values({
              projectId: project.id,
              beforeBuyerId: before.buyer_id,
              beforeSellerId: before.seller_id,
              afterBuyerId: after.buyer_id,
              afterSellerId: after.seller_id,
              createdBy: me.id,
            })
            .returning({ id: meetingPrecedences.id }),
        'already_ordered',
        'This order of the two meetings is already asked',
      );
      const [created] = await listPrecedences(app.db, project.id, row.id);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/:id/precedences/:precedenceId',
    { config: admin, schema: { params: precedenceParams } },
    async (request, reply) => {
      allowed(currentUser(request));
      const project = await plannableProject(app.db, request.params.id);
      const rows = await app.db
        .delete(meetingPrecedences)
        .where(
          and(eq(meetingPrecedences.id, request.params.precedenceId), eq(meetingPrecedences.projectId, project.id)),
        )
        .returning({ id: meetingPrecedences.id });
      if (rows.length === 0) throw notFound('Precedence not found');
      return reply.status(204).send();
    },
  );
}
