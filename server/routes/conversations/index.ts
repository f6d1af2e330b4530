// Conversations (docs/rules.md#conversations): a person's threads and unread count, opening the
// thread of a request, meeting or help desk, reading one, marking it read, blocking the other
// person, searching and downloading one's messages. Messages and moderation have files of their own.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  openThreadSchema,
  searchQuery,
  searchResultSchema,
  threadListQuery,
  threadListSchema,
  threadSchema,
  unreadCountSchema,
} from '../../../core/schemas/conversation.ts';
import { currentUser } from '../../auth/current-user.ts';
import { conversationBlocks, conversationReads, conversationThreads } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { mayBlock } from '../../policies/conversation.ts';
import { presentMessage, presentThread } from '../../presenters/conversation.ts';
import { threadsFor, unreadCountFor } from '../../queries/conversation-threads.ts';
import { publishThreadChange } from '../../services/conversation-events.ts';
import { openThread } from '../../services/open-thread.ts';
import { contentDisposition } from '../../storage/content-disposition.ts';
import { exportMessages, searchMessages } from './queries.ts';
import { readableThread } from './thread.ts';

export async function conversationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/', { schema: { querystring: threadListQuery, response: { 200: threadListSchema } } }, async (request) => {
    const me = currentUser(request);
    const { project_id } = request.query;
    // Threads someone wrote in: opening a meeting's page makes its thread, which stays out of the
    // list until its first message.
    const written = isNotNull(conversationThreads.lastMessageAt);
    const rows = await threadsFor(
      app.db,
      me,
      and(written, project_id ? eq(conversationThreads.projectId, project_id) : undefined),
    );
    const items = rows.map(presentThread);
    return { items, unread_count: items.reduce((sum, t) => sum + t.unread_count, 0) };
  });

  app.get('/unread', { schema: { response: { 200: unreadCountSchema } } }, async (request) => ({
    unread_count: await unreadCountFor(app.db, currentUser(request)),
  }));

  app.post('/', { schema: { body: openThreadSchema, response: { 200: threadSchema } } }, async (request) => {
    const me = currentUser(request);
    const id = await openThread(app.db, me, request.body);
    return presentThread(await readableThread(app.db, me, id));
  });

  app.get(
    '/search',
    { schema: { querystring: searchQuery, response: { 200: searchResultSchema } } },
    async (request) => {
      const me = currentUser(request);
      const rows = await searchMessages(app.db, me, request.query.q);
      return { items: rows.map((row) => ({ ...presentMessage(row, me), project: row.project })) };
    },
  );

  // One's own conversations as a JSON file (docs/rules.md#conversations: retention).
  app.get('/export', async (request, reply) => {
    const me = currentUser(request);
    const rows = await exportMessages(app.db, me);
    const messages = rows.map((row) => ({ ...presentMessage(row, me), project: row.project }));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', 'messages.json'))
      .send(JSON.stringify({ exported_at: new Date().toISOString(), messages }, null, 2));
  });

  app.get('/:id', { schema: { params: uuidParam, response: { 200: threadSchema } } }, async (request) =>
    presentThread(await readableThread(app.db, currentUser(request), request.params.id)),
  );

  // Everything in the thread up to now is read by the caller: their unread count drops, and the
  // others' screens show it as seen.
  app.post('/:id/read', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const thread = await readableThread(app.db, me, request.params.id);
    const readAt = sql`coalesce((select max(created_at) from conversation_messages where thread_id = ${thread.id}), now())`;
    const changed = await app.db
      .insert(conversationReads)
      .values({ threadId: thread.id, userId: me.id, readAt })
      .onConflictDoUpdate({
        target: [conversationReads.threadId, conversationReads.userId],
        set: { readAt },
        setWhere: sql`${conversationReads.readAt} < excluded.read_at`,
      })
      .returning({ readAt: conversationReads.readAt });
    if (changed.length > 0) {
      await publishThreadChange(app.db, app.bus, { thread_id: thread.id, message_id: null, change: 'read' });
    }
    return reply.status(204).send();
  });

  app.post('/:id/block', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const thread = await readableThread(app.db, me, request.params.id);
    if (!mayBlock(me, { kind: thread.kind, buyerId: thread.buyer_id, sellerId: thread.seller_id })) {
      throw forbidden('Only the buyer or the seller of a conversation may block the other');
    }
    const other = thread.buyer_id === me.id ? (thread.seller_id as string) : (thread.buyer_id as string);
    await app.db
      .insert(conversationBlocks)
      .values({ projectId: thread.project_id, blockerId: me.id, blockedId: other })
      .onConflictDoNothing();
    await publishThreadChange(app.db, app.bus, { thread_id: thread.id, message_id: null, change: 'blocked' });
    return reply.status(204).send();
  });

  app.delete('/:id/block', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const thread = await readableThread(app.db, me, request.params.id);
    if (!mayBlock(me, { kind: thread.kind, buyerId: thread.buyer_id, sellerId: thread.seller_id })) {
      throw forbidden('Only the buyer or the seller of a conversation may block the other');
    }
    await app.db.delete(conversationBlocks).where(
      sql`${conversationBlocks.projectId} = ${thread.project_id} and ${conversationBlocks.blockerId} = ${me.id}
          and ${conversationBlocks.blockedId} in (${thread.buyer_id}, ${thread.seller_id})`,
    );
    await publishThreadChange(app.db, app.bus, { thread_id: thread.id, message_id: null, change: 'blocked' });
    return reply.status(204).send();
  });
}
