// A user's notifications: list, mark read, mark all read, remove, clear, and a live stream (SSE).
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import { notificationListSchema } from '../../../core/schemas/notification.ts';
import { currentUser } from '../../auth/current-user.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { presentNotification } from '../../presenters/notification.ts';

const LIST_LIMIT = 50;
const HEARTBEAT_MS = 25_000;

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mine = (userId: string, id: string) => and(eq(notifications.id, id), eq(notifications.userId, userId));

  app.get('/', { schema: { response: { 200: notificationListSchema } } }, async (request) => {
    const me = currentUser(request);
    const [rows, [unread]] = await Promise.all([
      app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, me.id))
        .orderBy(desc(notifications.createdAt))
        .limit(LIST_LIMIT),
      app.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, me.id), eq(notifications.read, false))),
    ]);
    return { items: rows.map(presentNotification), unread_count: unread.n };
  });

  app.post('/:id/read', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const rows = await app.db
      .update(notifications)
      .set({ read: true })
      .where(mine(me.id, request.params.id))
      .returning({ id: notifications.id });
    if (rows.length === 0) throw notFound('Notification not found');
    return reply.status(204).send();
  });

  app.post('/read-all', async (request, reply) => {
    const me = currentUser(request);
    await app.db.update(notifications).set({ read: true }).where(eq(notifications.userId, me.id));
    return reply.status(204).send();
  });

  app.delete('/:id', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const rows = await app.db
      .delete(notifications)
      .where(mine(me.id, request.params.id))
      .returning({ id: notifications.id });
    if (rows.length === 0) throw notFound('Notification not found');
    return reply.status(204).send();
  });

  app.delete('/', async (request, reply) => {
    const me = currentUser(request);
    await app.db.delete(notifications).where(eq(notifications.userId, me.id));
    return reply.status(204).send();
  });

  // Open streams end before the server closes, or closing would wait for them forever.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  // Server-sent events: each new notification of the signed-in user, as it is created.
  app.get('/stream', async (request, reply) => {
    const me = currentUser(request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\n\n');
    // A notification, or an event that names its kind (a change in a conversation, an announcement).
    const unsubscribe = app.bus.subscribe(me.id, (event) => {
      const named = (event as { event?: unknown }).event;
      res.write(`event: ${typeof named === 'string' ? named : 'notification'}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      res.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
  });
}
