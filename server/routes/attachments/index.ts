// Profile attachments (docs/rules.md#profiles-and-attachments): upload one file per
// request, fetch it signed in, delete it as its owner or an admin. The profile keeps each file as
// its URL path in profiles.attachments; the key holds the owner, a unique folder and the file name.
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasCompany } from '../../../core/roles.ts';
import { attachmentUrl, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, safeFileName } from '../../../core/rules/attachments.ts';
import { currentUser } from '../../auth/current-user.ts';
import { profiles } from '../../db/schema.ts';
import { ApiError, badRequest, conflict, fileTooLarge, forbidden, notFound } from '../../errors.ts';
import { contentDisposition } from '../../storage/content-disposition.ts';
import { sniffAttachment } from '../../storage/sniff.ts';

const attachmentSchema = z.object({ url: z.string(), name: z.string(), size: z.number(), content_type: z.string() });
const listSchema = z.object({ attachments: z.array(z.string()) });
const keyParams = z.object({ '*': z.string() });

/** '<user id>/<timestamp>-<random>/<name>': what the server makes; anything else is not a key. */
const KEY = /^([0-9a-f-]{36})\/\d+-[0-9a-f]+\/[^/]+$/;

const tooMany = () => conflict('too_many_files', `Maximum ${MAX_ATTACHMENTS} files allowed`);

export async function attachmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Registered here only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post(
    '/',
    { schema: { response: { 201: attachmentSchema.extend(listSchema.shape) } } },
    async (request, reply) => {
      const me = currentUser(request);
      if (!hasCompany(me.role)) throw forbidden('Only buyers and sellers keep attachments');
      if (me.attachments.length >= MAX_ATTACHMENTS) throw tooMany();
      if (!request.isMultipart())
        throw new ApiError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');

      const file = await request.file();
      if (!file) throw badRequest('file_required', 'Choose a file to upload');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge();
        throw err;
      }
      if (file.file.truncated) throw fileTooLarge();
      const kind = await sniffAttachment(bytes);
      if (!kind) {
        throw new ApiError(415, 'unsupported_file_type', 'Only images, PDF, Word and Excel files can be attached');
      }

      const name = safeFileName(file.filename, kind.ext);
      const key = `${me.id}/${Date.now()}-${randomBytes(6).toString('hex')}/${name}`;
      const url = attachmentUrl(key);
      await app.storage.put(key, bytes, kind.mime);
      // The count is checked again in the update itself, so two racing uploads cannot make an eleventh.
      const [row] = await app.db
        .update(profiles)
        .set({ attachments: sql`array_append(${profiles.attachments}, ${url})` })
        .where(and(eq(profiles.id, me.id), sql`cardinality(${profiles.attachments}) < ${MAX_ATTACHMENTS}`))
        .returning({ attachments: profiles.attachments });
      if (!row) {
        await app.storage.delete(key);
        throw tooMany();
      }
      return reply
        .status(201)
        .send({ url, name, size: bytes.length, content_type: kind.mime, attachments: row.attachments });
    },
  );

  app.get('/*', { schema: { params: keyParams, hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const file = KEY.test(key) ? await app.storage.get(key) : undefined;
    if (!file) throw notFound('File not found');
    const name = key.slice(key.lastIndexOf('/') + 1);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition('inline', name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(file.body);
  });

  app.delete('/*', { schema: { params: keyParams, response: { 200: listSchema } } }, async (request) => {
    const me = currentUser(request);
    const key = request.params['*'];
    const owner = KEY.exec(key)?.[1];
    if (!owner) throw notFound('File not found');
    const url = attachmentUrl(key);
    const [profile] = await app.db
      .select({ attachments: profiles.attachments })
      .from(profiles)
      .where(eq(profiles.id, owner));
    if (!profile?.attachments.includes(url)) throw notFound('File not found');
    if (owner !== me.id && me.role !== 'admin') throw forbidden('Only the owner may remove this file');

    const [row] = await app.db
      .update(profiles)
      .set({ attachments: sql`array_remove(${profiles.attachments}, ${url})` })
      .where(eq(profiles.id, owner))
      .returning({ attachments: profiles.attachments });
    await app.storage.delete(key);
    return { attachments: row.attachments };
  });
}
