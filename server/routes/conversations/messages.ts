// A thread's messages (docs/rules.md#conversations): pages, sending text or a file, editing for five
// minutes, deleting, fetching an attached file, and reporting a message to the organisers.
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, safeFileName } from '../../../core/rules/attachments.ts';
import {
  MAX_MESSAGE_CHARS,
  MESSAGES_PER_MINUTE,
  mayStillEdit,
  messageLength,
} from '../../../core/rules/conversations.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  editMessageSchema,
  messagePageQuery,
  messagePageSchema,
  messageSchema,
  reportMessageSchema,
  sendMessageSchema,
} from '../../../core/schemas/conversation.ts';
import { currentUser } from '../../auth/current-user.ts';
import { conversationMessages, messageReports, profiles } from '../../db/schema.ts';
import { ApiError, badRequest, conflict, fileTooLarge, forbidden, notFound } from '../../errors.ts';
import { mayDeleteMessage, maySeeHidden } from '../../policies/conversation.ts';
import type { ThreadRow } from '../../presenters/conversation.ts';
import { presentMessage } from '../../presenters/conversation.ts';
import { queueMessagePushes } from '../../push/messages.ts';
import { publishThreadChange } from '../../services/conversation-events.ts';
import { notify } from '../../services/notify.ts';
import { contentDisposition } from '../../storage/content-disposition.ts';
import { sniffAttachment } from '../../storage/sniff.ts';
import type { CurrentUser } from '../../types.ts';
import { messageById, messagePage, sentSince } from './queries.ts';
import { readableThread, writableThread } from './thread.ts';

interface NewMessage {
  body: string;
  file?: { key: string; name: string; size: number; type: string };
}

export async function conversationMessageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 2, parts: 3, fieldSize: MAX_MESSAGE_CHARS * 4 },
  });

  /** 429 once the caller sent MESSAGES_PER_MINUTE in the last minute, on any instance. */
  async function withinRate(me: CurrentUser) {
    const sent = await sentSince(app.db, me.id, new Date(Date.now() - 60_000));
    if (sent >= MESSAGES_PER_MINUTE) {
      throw new ApiError(429, 'too_many_messages', `At most ${MESSAGES_PER_MINUTE} messages a minute`, {
        limit: MESSAGES_PER_MINUTE,
      });
    }
  }

  /**
   * Stores the message, moves the thread up the lists and counts it read by its author, in one
   * statement (no transaction held open across round trips), then tells the thread's readers.
   */
  async function send(me: CurrentUser, thread: ThreadRow, message: NewMessage) {
    const result = await app.db.execute(sql`
      with m as (
        insert into conversation_messages (thread_id, author_id, body, file_key, file_name, file_size, file_type)
        values (${thread.id}, ${me.id}, ${message.body}, ${message.file?.key ?? null}, ${message.file?.name ?? null},
          ${message.file?.size ?? null}, ${message.file?.type ?? null})
        returning *),
      moved as (update conversation_threads set last_message_at = (select created_at from m) where id = ${thread.id}),
      read as (
        insert into conversation_reads (thread_id, user_id, read_at) select thread_id, author_id, created_at from m
        on conflict (thread_id, user_id) do update set read_at = excluded.read_at)
      select id, created_at from m`);
    const [row] = (result as unknown as { rows: { id: string; created_at: Date | string }[] }).rows;
    await publishThreadChange(app.db, app.bus, { thread_id: thread.id, message_id: row.id, change: 'created' }, thread);
    await pushAboutMessage(me, thread);
    return presentMessage(
      {
        id: row.id,
        threadId: thread.id,
        body: message.body,
        fileKey: message.file?.key ?? null,
        fileName: message.file?.name ?? null,
        fileSize: message.file?.size ?? null,
        fileType: message.file?.type ?? null,
        createdAt: new Date(row.created_at),
        editedAt: null,
        deletedAt: null,
        hiddenAt: null,
        author: { id: me.id, full_name: me.fullName, company_name: me.companyName, role: me.role },
      },
      me,
    );
  }

  /**
   * Pushes "new message from …" to the thread's other readers. After the message's statement, and
   * never failing the request: a retried send would store the message twice, so a push lost to a
   * database error is the lesser harm (docs/rules.md#push-notifications).
   */
  async function pushAboutMessage(me: CurrentUser, thread: ThreadRow) {
    try {
      if ((await queueMessagePushes(app.db, thread, { id: me.id, name: me.fullName })) > 0) app.pushes.wake();
    } catch (err) {
      app.log.error({ err, thread: thread.id }, 'push about a message not queued');
    }
  }

  /** The thread, when the caller may write in it and has not reached the rate limit (read side by side). */
  const writableWithinRate = async (me: CurrentUser, threadId: string) =>
    (await Promise.all([writableThread(app.db, me, threadId), withinRate(me)]))[0];

  /** A message of a thread the caller may read, with that thread. */
  async function readableMessage(me: CurrentUser, id: string) {
    const message = await messageById(app.db, id);
    if (!message) throw notFound('Message not found');
    const thread = await readableThread(app.db, me, message.threadId).catch(() => {
      throw notFound('Message not found');
    });
    return { message, thread };
  }

  app.get(
    '/:id/messages',
    { schema: { params: uuidParam, querystring: messagePageQuery, response: { 200: messagePageSchema } } },
    async (request) => {
      const me = currentUser(request);
      const thread = await readableThread(app.db, me, request.params.id);
      const page = await messagePage(app.db, thread.id, request.query.before, request.query.limit);
      return { items: page.items.map((m) => presentMessage(m, me)), next_cursor: page.nextCursor };
    },
  );

  app.post(
    '/:id/messages',
    { schema: { params: uuidParam, body: sendMessageSchema, response: { 201: messageSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const thread = await writableWithinRate(me, request.params.id);
      return reply.status(201).send(await send(me, thread, { body: request.body.body }));
    },
  );

  // A file, with an optional text in a `body` field before it (multipart/form-data).
  app.post(
    '/:id/files',
    { schema: { params: uuidParam, response: { 201: messageSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const thread = await writableWithinRate(me, request.params.id);
      if (!request.isMultipart())
        throw new ApiError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
      let body = '';
      let upload: { bytes: Buffer; filename: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field' && part.fieldname === 'body') body = String(part.value).trim();
          else if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.file.truncated) throw fileTooLarge();
            upload = { bytes, filename: part.filename };
          }
        }
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge();
        throw err;
      }
      if (!upload) throw badRequest('file_required', 'Choose a file to upload');
      if (messageLength(body) > MAX_MESSAGE_CHARS) {
        throw badRequest('validation_failed', `At most ${MAX_MESSAGE_CHARS} characters`);
      }
      const kind = await sniffAttachment(upload.bytes);
      if (!kind)
        throw new ApiError(415, 'unsupported_file_type', 'Only images, PDF, Word and Excel files can be attached');
      const name = safeFileName(upload.filename, kind.ext);
      const key = `conversations/${thread.id}/${Date.now()}-${randomBytes(6).toString('hex')}/${name}`;
      await app.storage.put(key, upload.bytes, kind.mime);
      try {
        const message = await send(me, thread, {
          body,
          file: { key, name, size: upload.bytes.length, type: kind.mime },
        });
        return reply.status(201).send(message);
      } catch (err) {
        await app.storage.delete(key);
        throw err;
      }
    },
  );

  app.patch(
    '/messages/:id',
    { schema: { params: uuidParam, body: editMessageSchema, response: { 200: messageSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { message, thread } = await readableMessage(me, request.params.id);
      if (message.author.id !== me.id) throw forbidden('Only its author may edit a message');
      if (message.deletedAt) throw conflict('message_deleted', 'This message was deleted');
      if (!mayStillEdit(message.createdAt, new Date())) {
        throw conflict('edit_window_passed', 'A message can be edited for 5 minutes after it is sent');
      }
      const [updated] = await app.db
        .update(conversationMessages)
        .set({ body: request.body.body, editedAt: sql`now()` })
        .where(and(eq(conversationMessages.id, message.id), isNull(conversationMessages.deletedAt)))
        .returning({ id: conversationMessages.id });
      if (!updated) throw conflict('message_deleted', 'This message was deleted');
      await publishThreadChange(app.db, app.bus, { thread_id: thread.id, message_id: message.id, change: 'edited' });
      return presentMessage((await messageById(app.db, message.id)) as NonNullable<typeof message>, me);
    },
  );

  app.delete('/messages/:id', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const { message, thread } = await readableMessage(me, request.params.id);
    if (!mayDeleteMessage(me, message.author.id)) throw forbidden('Only its author may delete a message');
    if (message.deletedAt) return reply.status(204).send();
    await app.db
      .update(conversationMessages)
      .set({ deletedAt: sql`now()`, body: '', fileKey: null, fileName: null, fileSize: null, fileType: null })
      .where(eq(conversationMessages.id, message.id));
    if (message.fileKey) await app.storage.delete(message.fileKey);
    await publishThreadChange(app.db, app.bus, { thread_id: thread.id, message_id: message.id, change: 'deleted' });
    return reply.status(204).send();
  });

  app.get('/messages/:id/file', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const { message } = await readableMessage(me, request.params.id);
    const shown = !message.deletedAt && (!message.hiddenAt || maySeeHidden(me, message.author.id));
    const file = shown && message.fileKey ? await app.storage.get(message.fileKey) : undefined;
    if (!file) throw notFound('File not found');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition('inline', message.fileName ?? 'file'))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(file.body);
  });

  app.post(
    '/messages/:id/report',
    { schema: { params: uuidParam, body: reportMessageSchema, response: { 201: z.object({ id: z.uuid() }) } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { message } = await readableMessage(me, request.params.id);
      if (message.author.id === me.id) throw conflict('own_message', 'You cannot report your own message');
      if (message.deletedAt) throw conflict('message_deleted', 'This message was deleted');
      const [report] = await app.db
        .insert(messageReports)
        .values({ messageId: message.id, reporterId: me.id, reason: request.body.reason })
        .onConflictDoUpdate({
          target: [messageReports.messageId, messageReports.reporterId],
          set: { reason: request.body.reason },
        })
        .returning({ id: messageReports.id });
      const admins = await app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin'));
      await notify(
        app.db,
        app.bus,
        admins.map((a) => ({
          userId: a.id,
          type: 'warning' as const,
          titleKey: 'notifications.conversation.reportedTitle',
          messageKey: 'notifications.conversation.reportedMessage',
          params: { reporter: me.fullName },
          link: '/admin/moderation',
        })),
      );
      return reply.status(201).send(report);
    },
  );
}
