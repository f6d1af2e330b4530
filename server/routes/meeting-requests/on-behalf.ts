// The organiser acting on behalf of a participant (docs/rules.md#acting-on-behalf): the project's
// requests as the organiser sees them, sending a request for a buyer or seller, accepting or
// declining one for its target, and accepting many at once. The same rules hold as when the people
// act themselves; the request records who acted (sent_by, answered_by) and the person acted for is told.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hhmm } from '../../../core/rules/time.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { meetingRequestRejectSchema, meetingRequestSchema } from '../../../core/schemas/meeting-request.ts';
import {
  type ApproveManyResult,
  approveManyAnswerSchema,
  approveManySchema,
  onBehalfListQuery,
  onBehalfParams,
  onBehalfRequestSchema,
} from '../../../core/schemas/meeting-request-on-behalf.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { meetingRequests, notifications, profiles, projectParticipants, projects } from '../../db/schema.ts';
import { ApiError, badRequest, conflict, forbidden, hygieneViolation, notFound } from '../../errors.ts';
import { mayActOnBehalf, mayRequest } from '../../policies/meeting-request.ts';
import { personOf } from '../../presenters/person.ts';
import { findRequest, listRequests, requestById } from '../../queries/meeting-requests.ts';
import { approveRequest } from '../../services/approve-request.ts';
import { declineRequest } from '../../services/decline-request.ts';
import { notificationValues, notify, publishNotifications } from '../../services/notify.ts';
import type { CurrentUser } from '../../types.ts';
import { enqueueRequestEvent } from '../../webhooks/request-events.ts';
import { arrayPage } from '../list-reply.ts';
import { requestNotice } from './notifications.ts';
import { onBehalfNotice } from './on-behalf-notices.ts';
import { counterpart } from './queries.ts';

const admin = { access: 'admin' as const };

export async function onBehalfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The project the organiser acts in: 403 for anyone else, 404 when it does not exist. */
  async function actingIn(user: CurrentUser, projectId: string) {
    if (!mayActOnBehalf(user)) throw forbidden('Only the organiser acts on behalf of a participant');
    const [project] = await app.db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    if (!project) throw notFound('Project not found');
    return project;
  }

  /** A pending request of the project: 404 when it is not the project's, 409 once answered. */
  async function pendingIn(projectId: string, requestId: string) {
    const request = await findRequest(app.db, requestId, eq(meetingRequests.projectId, projectId));
    if (!request) throw notFound('Meeting request not found');
    if (request.status !== 'pending') throw conflict('invalid_transition', 'This request has already been answered');
    return request;
  }

  /** Approves for the target as `me`; the requester hears as from the target, the target that it was done for them. */
  async function approveFor(me: CurrentUser, projectId: string, requestId: string) {
    await pendingIn(projectId, requestId);
    // The approval, its meeting's meeting.created and the request.answered event together (docs/decisions/049-webhooks.md).
    await approveRequest(app.db, requestId, me.id, (tx) => enqueueRequestEvent(tx, requestId, 'request.answered'));
    const approved = (await requestById(app.db, requestId))!;
    await notify(app.db, app.bus, [requestNotice(approved, 'approved'), onBehalfNotice(approved, 'approved')]);
    return approved;
  }

  app.get(
    '/:id/requests-on-behalf',
    {
      config: admin,
      schema: { params: uuidParam, querystring: onBehalfListQuery, response: { 200: z.array(meetingRequestSchema) } },
    },
    async (request, reply) => {
      const project = await actingIn(currentUser(request), request.params.id);
      const { user, status, limit, cursor } = request.query;
      const rows = await listRequests(
        app.db,
        and(
          eq(meetingRequests.projectId, project.id),
          user ? or(eq(meetingRequests.requesterId, user), eq(meetingRequests.targetId, user)) : undefined,
          status ? eq(meetingRequests.status, status) : undefined,
        ),
        { limit, cursor },
      );
      return arrayPage(reply, rows, limit);
    },
  );

  app.post(
    '/:id/requests-on-behalf',
    {
      config: admin,
      schema: { params: uuidParam, body: onBehalfRequestSchema, response: { 201: meetingRequestSchema } },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const project = await actingIn(me, request.params.id);
      const body = request.body;
      const requester = await takingPart(project.id, body.requester_id);
      if (!requester) {
        throw badRequest('not_participant', 'Only a buyer or seller taking part in the project can be acted for');
      }
      // The participant's own rules (docs/rules.md#meeting-requests), checked as if they asked.
      const target = await counterpart(app.db, requester, project.id, body.target_id);
      if (!target) {
        throw badRequest('invalid_counterpart', 'Only the opposite party of an active project they share can be asked');
      }
      if (target.already_met) throw conflict('already_met', 'They already have a meeting in the project');
      if (target.same_company) throw conflict('same_company', 'People of one company do not meet each other');
      if (target.excluded) throw conflict('excluded_pair', 'The organiser keeps these two companies apart');

      const facts = {
        project: { id: project.id, name: target.project_name },
        requester: personOf(requester),
        target: { id: target.id, full_name: target.full_name, company_name: target.company_name, email: target.email },
        preferred_date: body.preferred_date,
        preferred_time_start: hhmm(body.preferred_time_start),
        meeting_id: null,
      };
      // The request, both notices and its request.sent event are stored together; the pending cap's
      // trigger refuses the one too many.
      const { id, stored } = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(meetingRequests)
          .values({
            projectId: project.id,
            requesterId: requester.id,
            requesterRole: requester.role,
            targetId: target.id,
            targetRole: target.role as CurrentUser['role'],
            preferredDate: body.preferred_date,
            preferredTimeStart: body.preferred_time_start,
            preferredTimeEnd: body.preferred_time_end,
            location: body.location,
            purpose: body.purpose,
            status: 'pending',
            sentBy: me.id,
          })
          .returning({ id: meetingRequests.id });
        await enqueueRequestEvent(tx as unknown as Db, row.id, 'request.sent');
        const notices = [
          requestNotice({ ...facts, rejection_reason: null }, 'received'),
          onBehalfNotice(facts, 'sent'),
        ].map(notificationValues);
        return { id: row.id, stored: await tx.insert(notifications).values(notices).returning() };
      });
      publishNotifications(app.bus, stored);
      return reply.status(201).send((await requestById(app.db, id))!);
    },
  );

  app.post(
    '/:id/requests-on-behalf/approve-many',
    {
      config: admin,
      schema: { params: uuidParam, body: approveManySchema, response: { 200: approveManyAnswerSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      const project = await actingIn(me, request.params.id);
      // One after another, each in its own transaction: one refused (no free slot) undoes none of the others.
      const results: ApproveManyResult[] = [];
      for (const id of request.body.ids) {
        try {
          results.push({ id, ok: true, code: null, request: await approveFor(me, project.id, id) });
        } catch (err) {
          results.push({ id, ok: false, code: refusalCode(err, request.log), request: null });
        }
      }
      return { results };
    },
  );

  app.post(
    '/:id/requests-on-behalf/:requestId/approve',
    { config: admin, schema: { params: onBehalfParams, response: { 200: meetingRequestSchema } } },
    async (request) => {
      const me = currentUser(request);
      const project = await actingIn(me, request.params.id);
      return approveFor(me, project.id, request.params.requestId);
    },
  );

  app.post(
    '/:id/requests-on-behalf/:requestId/reject',
    {
      config: admin,
      schema: { params: onBehalfParams, body: meetingRequestRejectSchema, response: { 200: meetingRequestSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      const project = await actingIn(me, request.params.id);
      const before = await pendingIn(project.id, request.params.requestId);
      await app.db.transaction(async (tx) => {
        await declineRequest(tx as unknown as Db, before.id, request.body, me.id);
        await enqueueRequestEvent(tx as unknown as Db, before.id, 'request.answered');
      });
      const declined = (await requestById(app.db, before.id))!;
      await notify(app.db, app.bus, [requestNotice(declined, 'rejected'), onBehalfNotice(declined, 'declined')]);
      return declined;
    },
  );

  /** The buyer or seller `userId` when they are an active, confirmed participant of the project in their role. */
  async function takingPart(projectId: string, userId: string) {
    const [row] = await app.db
      .select({ profile: profiles })
      .from(projectParticipants)
      .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
      .where(
        and(
          eq(projectParticipants.projectId, projectId),
          eq(projectParticipants.userId, userId),
          eq(projectParticipants.status, 'confirmed'),
          eq(profiles.role, projectParticipants.role),
          eq(profiles.isActive, true),
          inArray(projectParticipants.role, ['buyer', 'seller']),
        ),
      )
      .limit(1);
    return row && mayRequest(row.profile) ? row.profile : undefined;
  }
}

/** The code one approval of many was refused with; anything unexpected is logged and named `internal_error`. */
function refusalCode(err: unknown, log: FastifyBaseLogger): string {
  if (err instanceof ApiError) return err.code;
  const rule = hygieneViolation(err);
  if (rule) return rule.code;
  log.error({ err }, 'approving one of many requests failed');
  return 'internal_error';
}
