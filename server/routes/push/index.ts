// Web Push subscriptions (docs/rules.md#push-notifications): the server's public key, and each
// signed-in person's browsers. An endpoint is kept only when it is a browser's push service
// (docs/security.md#push-notifications); the same browser signed in as someone else moves to them.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushKeySchema, pushSubscriptionInput, pushUnsubscribeInput } from '../../../core/schemas/push.ts';
import { currentUser } from '../../auth/current-user.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { acceptableEndpoint } from '../../push/endpoint.ts';

export async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/key', { schema: { response: { 200: pushKeySchema } } }, async () => ({
    public_key: await app.pushes.publicKey(),
  }));

  app.post(
    '/subscriptions',
    { schema: { body: pushSubscriptionInput, response: { 201: z.object({ id: z.uuid() }) } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { endpoint, keys } = request.body;
      if (!acceptableEndpoint(endpoint, { allowLoopback: app.config.push.allowLoopback })) {
        throw badRequest('push_endpoint_refused', 'This browser’s push service is not one the server sends to');
      }
      const userAgent = (request.headers['user-agent'] ?? '').slice(0, 300);
      const [row] = await app.db
        .insert(pushSubscriptions)
        .values({ userId: me.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: me.id, p256dh: keys.p256dh, auth: keys.auth, userAgent, createdAt: sql`now()` },
        })
        .returning({ id: pushSubscriptions.id });
      return reply.status(201).send(row);
    },
  );

  // A POST with the endpoint in the body, not a DELETE of a path: it is a long URL, and a capability
  // worth keeping out of logs.
  app.post('/unsubscribe', { schema: { body: pushUnsubscribeInput } }, async (request, reply) => {
    const me = currentUser(request);
    await app.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, me.id), eq(pushSubscriptions.endpoint, request.body.endpoint)));
    return reply.status(204).send();
  });
}
