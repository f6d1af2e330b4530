// The Outbox admin screen's API (docs/rules.md#e-mail): every message with its text and links,
// so an event runs without a mail server, and a failed message can be tried again.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import { outboxListSchema, outboxMessageSchema, outboxQuery, outboxRowSchema } from '../../../core/schemas/mail.ts';
import { emailOutbox } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { listOutbox, presentOutboxMessage, presentOutboxRow } from './queries.ts';

export async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  app.get(
    '/',
    { config: admin, schema: { querystring: outboxQuery, response: { 200: outboxListSchema } } },
    async (request) => {
      const { rows, total, next_cursor } = await listOutbox(app.db, request.query);
      return {
        messages: rows.map(presentOutboxRow),
        total,
        page_size: request.query.limit,
        next_cursor,
        delivery: app.mailer.delivery,
      };
    },
  );

  app.get(
    '/:id',
    { config: admin, schema: { params: uuidParam, response: { 200: outboxMessageSchema } } },
    async (request) => {
      const [message] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, request.params.id));
      if (!message) throw notFound('Message not found');
      return presentOutboxMessage(message, app.config.mail.from);
    },
  );

  app.post(
    '/:id/retry',
    { config: admin, schema: { params: uuidParam, response: { 200: outboxRowSchema } } },
    async (request) => {
      const [message] = await app.db
        .update(emailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), claimedAt: null })
        .where(and(eq(emailOutbox.id, request.params.id), eq(emailOutbox.status, 'failed')))
        .returning();
      if (!message) {
        const [exists] = await app.db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, request.params.id));
        if (!exists) throw notFound('Message not found');
        throw conflict('message_not_failed', 'Only a failed message can be tried again');
      }
      app.mailer.wake();
      return presentOutboxRow(message);
    },
  );
}
