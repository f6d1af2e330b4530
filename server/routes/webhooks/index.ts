// A project's webhooks (docs/decisions/049-webhooks.md): its admins subscribe URLs to events, see
// the signing secret to give the receiver, rotate it, turn a subscription off and on, remove it,
// list the deliveries with the receiver's answers and redeliver one. A URL must be http or https
// and, unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES allows it, resolve to public addresses only.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  WEBHOOK_SUBSCRIPTIONS_MAX,
  webhookDeliveryListQuery,
  webhookDeliveryPageSchema,
  webhookDeliveryParams,
  webhookDeliverySchema,
  webhookSubscriptionCreateSchema,
  webhookSubscriptionListSchema,
  webhookSubscriptionParams,
  webhookSubscriptionSchema,
  webhookSubscriptionUpdateSchema,
} from '../../../core/schemas/webhook.ts';
import { currentUser } from '../../auth/current-user.ts';
import { projects, webhookDeliveries, webhookSubscriptions } from '../../db/schema.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { mayManageWebhooks } from '../../policies/webhook.ts';
import { presentWebhookDelivery, presentWebhookSubscription } from '../../presenters/webhook.ts';
import { keysetAfter, keysetColumns, keysetOrder, pageFrom, type SortKey } from '../../queries/keyset.ts';
import type { CurrentUser } from '../../types.ts';
import { checkWebhookUrl } from '../../webhooks/address.ts';
import { newWebhookSecret } from '../../webhooks/signing.ts';

const REFUSALS = {
  webhook_url_scheme: 'Only http and https URLs can receive webhooks',
  webhook_url_unresolved: 'The URL’s host name does not resolve',
  webhook_url_private: 'The URL points to a private, loopback or link-local address',
} as const;

const DELIVERY_ORDER: SortKey[] = [
  { expr: webhookDeliveries.createdAt, dir: 'desc', type: 'timestamptz' },
  { expr: webhookDeliveries.id, dir: 'desc', type: 'uuid' },
];

export async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  /** The caller may manage the project's webhooks and the project exists, else 403/404. */
  async function managedProject(me: CurrentUser, projectId: string) {
    if (!mayManageWebhooks(me)) throw forbidden('Only organisers manage webhooks');
    const [project] = await app.db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    if (!project) throw notFound('Project not found');
    return project;
  }

  /** 400 with the refusal's code unless `url` may receive webhooks now. */
  async function requireDeliverable(url: string) {
    const checked = await checkWebhookUrl(url, { allowPrivate: app.config.webhooks.allowPrivate });
    if ('refused' in checked) throw badRequest(checked.refused, REFUSALS[checked.refused], { reason: checked.detail });
  }

  async function subscriptionOf(projectId: string, id: string) {
    const [row] = await app.db
      .select()
      .from(webhookSubscriptions)
      .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.projectId, projectId)));
    if (!row) throw notFound('Webhook not found');
    return row;
  }

  app.get(
    '/:id/webhooks',
    { config: admin, schema: { params: uuidParam, response: { 200: webhookSubscriptionListSchema } } },
    async (request) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const rows = await app.db
        .select()
        .from(webhookSubscriptions)
        .where(eq(webhookSubscriptions.projectId, project.id))
        .orderBy(webhookSubscriptions.createdAt, webhookSubscriptions.id);
      return rows.map(presentWebhookSubscription);
    },
  );

  app.post(
    '/:id/webhooks',
    {
      config: admin,
      schema: {
        params: uuidParam,
        body: webhookSubscriptionCreateSchema,
        response: { 201: webhookSubscriptionSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const project = await managedProject(me, request.params.id);
      const { url, description, events } = request.body;
      await requireDeliverable(url);
      const row = await app.db.transaction(async (tx) => {
        // The project's row is the lock that keeps two creations from passing the cap together.
        await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, project.id)).for('update');
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(webhookSubscriptions)
          .where(eq(webhookSubscriptions.projectId, project.id));
        if (n >= WEBHOOK_SUBSCRIPTIONS_MAX) {
          throw conflict('webhook_limit', `A project has at most ${WEBHOOK_SUBSCRIPTIONS_MAX} webhooks`);
        }
        const [created] = await tx
          .insert(webhookSubscriptions)
          .values({ projectId: project.id, url, description, events, secret: newWebhookSecret(), createdBy: me.id })
          .returning();
        return created;
      });
      return reply.status(201).send(presentWebhookSubscription(row));
    },
  );

  app.patch(
    '/:id/webhooks/:subscriptionId',
    {
      config: admin,
      schema: {
        params: webhookSubscriptionParams,
        body: webhookSubscriptionUpdateSchema,
        response: { 200: webhookSubscriptionSchema },
      },
    },
    async (request) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const before = await subscriptionOf(project.id, request.params.subscriptionId);
      const { url, description, events, status } = request.body;
      if (url !== undefined && url !== before.url) await requireDeliverable(url);
      const turnedOn = status === 'enabled' && before.status === 'disabled';
      const turnedOff = status === 'disabled' && before.status === 'enabled';
      const row = await app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(webhookSubscriptions)
          .set({
            ...(url !== undefined && { url }),
            ...(description !== undefined && { description }),
            ...(events !== undefined && { events }),
            ...(status !== undefined && { status }),
            // Turned on again: its failures start counting afresh.
            ...(turnedOn && { failingSince: null, disabledAt: null, disabledReason: '' }),
            ...(turnedOff && { disabledAt: sql`now()`, disabledReason: 'turned off by an organiser' }),
          })
          .where(eq(webhookSubscriptions.id, before.id))
          .returning();
        // What was waiting for a turned-off endpoint is not sent later out of the blue.
        if (turnedOff) {
          await tx
            .update(webhookDeliveries)
            .set({ status: 'failed', claimedAt: null, responseBody: 'endpoint turned off' })
            .where(and(eq(webhookDeliveries.subscriptionId, before.id), eq(webhookDeliveries.status, 'pending')));
        }
        return updated;
      });
      return presentWebhookSubscription(row);
    },
  );

  app.post(
    '/:id/webhooks/:subscriptionId/rotate-secret',
    { config: admin, schema: { params: webhookSubscriptionParams, response: { 200: webhookSubscriptionSchema } } },
    async (request) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const before = await subscriptionOf(project.id, request.params.subscriptionId);
      const [row] = await app.db
        .update(webhookSubscriptions)
        .set({ secret: newWebhookSecret() })
        .where(eq(webhookSubscriptions.id, before.id))
        .returning();
      return presentWebhookSubscription(row);
    },
  );

  app.delete(
    '/:id/webhooks/:subscriptionId',
    { config: admin, schema: { params: webhookSubscriptionParams } },
    async (request, reply) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const removed = await app.db
        .delete(webhookSubscriptions)
        .where(
          and(
            eq(webhookSubscriptions.id, request.params.subscriptionId),
            eq(webhookSubscriptions.projectId, project.id),
          ),
        )
        .returning({ id: webhookSubscriptions.id });
      if (removed.length === 0) throw notFound('Webhook not found');
      return reply.status(204).send();
    },
  );

  app.get(
    '/:id/webhook-deliveries',
    {
      config: admin,
      schema: {
        params: uuidParam,
        querystring: webhookDeliveryListQuery,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const { limit, cursor, subscription, status } = request.query;
      const rows = await app.db
        .select({ d: webhookDeliveries, ...keysetColumns(DELIVERY_ORDER) })
        .from(webhookDeliveries)
        .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
        .where(
          and(
            eq(webhookSubscriptions.projectId, project.id),
            subscription ? eq(webhookDeliveries.subscriptionId, subscription) : undefined,
            status ? eq(webhookDeliveries.status, status) : undefined,
            keysetAfter(DELIVERY_ORDER, cursor),
          ),
        )
        .orderBy(...keysetOrder(DELIVERY_ORDER))
        .limit(limit + 1);
      const page = pageFrom(rows, limit);
      return { items: page.rows.map((r) => presentWebhookDelivery(r.d)), next_cursor: page.next_cursor };
    },
  );

  app.post(
    '/:id/webhook-deliveries/:deliveryId/redeliver',
    { config: admin, schema: { params: webhookDeliveryParams, response: { 200: webhookDeliverySchema } } },
    async (request) => {
      const project = await managedProject(currentUser(request), request.params.id);
      // The same row and so the same webhook-id: a receiver that already has it can tell. Its
      // schedule starts again; a delivery being sent right now is left to finish.
      const [row] = await app.db
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, claimedAt: null })
        .where(
          and(
            eq(webhookDeliveries.id, request.params.deliveryId),
            sql`${webhookDeliveries.subscriptionId} in (select id from webhook_subscriptions where project_id = ${project.id})`,
            sql`not (${webhookDeliveries.status} = 'pending' and ${webhookDeliveries.claimedAt} is not null)`,
          ),
        )
        .returning();
      if (!row) {
        const [exists] = await app.db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
          .where(
            and(eq(webhookDeliveries.id, request.params.deliveryId), eq(webhookSubscriptions.projectId, project.id)),
          );
        if (!exists) throw notFound('Delivery not found');
        throw new ApiError(409, 'delivery_in_progress', 'This delivery is being sent right now');
      }
      app.webhooks.wake();
      return presentWebhookDelivery(row);
    },
  );
}
