// Meeting requests (docs/rules.md#meeting-requests): the user's sent and received requests, who
// they may ask, asking, the requester's cancel, and the target's approve or decline with a reason.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hhmm } from '../../../core/rules/time.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  counterpartQuery,
  counterpartSchema,
  meetingRequestCreateSchema,
  meetingRequestListQuery,
  meetingRequestRejectSchema,
  meetingRequestSchema,
  requestProjectSchema,
} from '../../../core/schemas/meeting-request.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { meetingRequests } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { mayAnswer, mayCancel, mayRequest, visibleRequests } from '../../policies/meeting-request.ts';
import { presentMeetingRequest } from '../../presenters/meeting-request.ts';
import { personOf } from '../../presenters/person.ts';
import { findRequest, listRequests, requestById } from '../../queries/meeting-requests.ts';
import { approveRequest } from '../../services/approve-request.ts';
import { declineRequest } from '../../services/decline-request.ts';
import { publishNotifications } from '../../services/notify.ts';
import type { CurrentUser } from '../../types.ts';
import { enqueueRequestEvent } from '../../webhooks/request-events.ts';
import { arrayPage } from '../list-reply.ts';
import { notifyRequest, requestNotice } from './notifications.ts';
import { counterpart, counterparts, insertRequest, requestProjects } from './queries.ts';

export async function meetingRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The request as the target sees it before answering: 404 when hidden, 403 for the requester, 409 unless pending. */
  async function answerable(user: CurrentUser, id: string) {
    const request = await findRequest(app.db, id, visibleRequests(user));
    if (!request) throw notFound('Meeting request not found');
    if (!mayAnswer(user, { target_id: request.target.id })) throw forbidden('Only the person asked may answer');
    if (request.status !== 'pending') throw conflict('invalid_transition', 'This request has already been answered');
    return request;
  }

  app.get(
    '/',
    { schema: { querystring: meetingRequestListQuery, response: { 200: z.array(meetingRequestSchema) } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { filter, limit, cursor } = request.query;
      const mine =
        filter === 'sent'
          ? eq(meetingRequests.requesterId, me.id)
          : filter === 'received'
            ? eq(meetingRequests.targetId, me.id)
            : visibleRequests(me);
      return arrayPage(reply, await listRequests(app.db, mine, { limit, cursor }), limit);
    },
  );

  app.get('/projects', { schema: { response: { 200: z.array(requestProjectSchema) } } }, async (request) =>
    requestProjects(app.db, currentUser(request)),
  );

  app.get(
    '/counterparts',
    { schema: { querystring: counterpartQuery, response: { 200: z.array(counterpartSchema) } } },
    async (request, reply) => {
      const { project, q, id, limit, cursor } = request.query;
      const rows = await counterparts(app.db, currentUser(request), project, { q, only: id, limit, cursor });
      return arrayPage(reply, rows, limit);
    },
  );

  app.post(
    '/',
    { schema: { body: meetingRequestCreateSchema, response: { 201: meetingRequestSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      if (!mayRequest(me)) throw forbidden('Only buyers and sellers request meetings');
      const body = request.body;
      const target = await counterpart(app.db, me, body.project_id, body.target_id);
      if (!target) {
        throw badRequest('invalid_counterpart', 'You can only ask the opposite party of an active project you share');
      }
      if (target.already_met) {
        throw conflict('already_met', 'You already have a meeting with this person in the project');
      }
      // The meeting could never be made (docs/rules.md#request-hygiene): the same codes as the meetings' trigger.
      if (target.same_company) throw conflict('same_company', 'People of one company do not meet each other');
      if (target.excluded) throw conflict('excluded_pair', 'The organiser keeps these two companies apart');
      // Everything the answer and the target's notification show is known: nothing is read back.
      const people = {
        project: { id: body.project_id, name: target.project_name },
        requester: personOf(me),
        target: { id: target.id, full_name: target.full_name, company_name: target.company_name, email: target.email },
      };
      const facts = { preferred_date: body.preferred_date, preferred_time_start: hhmm(body.preferred_time_start) };
      const notice = requestNotice({ ...people, ...facts, rejection_reason: null, meeting_id: null }, 'received');
      // The request and its request.sent event are written together (docs/decisions/049-webhooks.md).
      const { row, notification } = await app.db.transaction(async (tx) => {
        const stored = await insertRequest(
          tx as unknown as Db,
          {
            projectId: body.project_id,
            requesterId: me.id,
            requesterRole: me.role,
            targetId: target.id,
            targetRole: target.role as CurrentUser['role'],
            preferredDate: body.preferred_date,
            preferredTimeStart: body.preferred_time_start,
            preferredTimeEnd: body.preferred_time_end,
            location: body.location,
            purpose: body.purpose,
          },
          notice,
        );
        await enqueueRequestEvent(tx as unknown as Db, stored.row.id, 'request.sent');
        return stored;
      });
      publishNotifications(app.bus, [notification]);
      return reply.status(201).send(presentMeetingRequest({ r: row, ...people, sentBy: null, answeredBy: null }));
    },
  );

  app.post(
    '/:id/approve',
    { schema: { params: uuidParam, response: { 200: meetingRequestSchema } } },
    async (request) => {
      const me = currentUser(request);
      await answerable(me, request.params.id);
      await approveRequest(app.db, request.params.id, me.id, (tx) =>
        enqueueRequestEvent(tx, request.params.id, 'request.answered'),
      );
      const approved = (await requestById(app.db, request.params.id))!;
      await notifyRequest(app.db, app.bus, approved, 'approved');
      return approved;
    },
  );

  app.post(
    '/:id/reject',
    { schema: { params: uuidParam, body: meetingRequestRejectSchema, response: { 200: meetingRequestSchema } } },
    async (request) => {
      const me = currentUser(request);
      const before = await answerable(me, request.params.id);
      await app.db.transaction(async (tx) => {
        await declineRequest(tx as unknown as Db, before.id, request.body, me.id);
        await enqueueRequestEvent(tx as unknown as Db, before.id, 'request.answered');
      });
      const rejected = (await requestById(app.db, before.id))!;
      await notifyRequest(app.db, app.bus, rejected, 'rejected');
      return rejected;
    },
  );

  // The requester takes back a request still waiting: it frees their pending cap (docs/rules.md#request-hygiene).
  app.post(
    '/:id/cancel',
    { schema: { params: uuidParam, response: { 200: meetingRequestSchema } } },
    async (request) => {
      const me = currentUser(request);
      const before = await findRequest(app.db, request.params.id, visibleRequests(me));
      if (!before) throw notFound('Meeting request not found');
      if (!mayCancel(me, { requester_id: before.requester.id })) {
        throw forbidden('Only the person who asked may cancel a request');
      }
      if (before.status !== 'pending') throw conflict('invalid_transition', 'This request has already been answered');
      const rows = await app.db
        .update(meetingRequests)
        .set({ status: 'cancelled', answeredAt: sql`now()`, answeredBy: me.id })
        .where(and(eq(meetingRequests.id, before.id), eq(meetingRequests.status, 'pending')))
        .returning({ id: meetingRequests.id });
      if (rows.length === 0) throw conflict('invalid_transition', 'This request has already been answered');
      const cancelled = (await requestById(app.db, before.id))!;
      await notifyRequest(app.db, app.bus, cancelled, 'cancelled');
      return cancelled;
    },
  );
}
