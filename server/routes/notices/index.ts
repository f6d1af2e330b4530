// E-mail notice settings (docs/rules.md#e-mail-notices): each person's choice per kind (and, beside
// it, whether the kind is also pushed: docs/rules.md#push-notifications), and the
// unsubscribe links of notices, which work without signing in and in one click from a mail client.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  kindsStoppedBy,
  type NoticePreferences,
  noticePreferencesSchema,
  noticePreferencesUpdate,
  type PushPreferences,
  noticePreferences as preferencesOf,
  pushPreferences as pushPreferencesOf,
  pushPreferencesSchema,
  pushPreferencesUpdate,
  unsubscribeInfoSchema,
  unsubscribeQuery,
} from '../../../core/schemas/notice.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { noticePreferences, profiles } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { newUnsubscribeToken, noticeSettingsOf } from '../../notices/settings.ts';

const tokenParam = z.strictObject({ token: z.string().min(1).max(100) });
const invalidLink = () => new ApiError(404, 'token_invalid', 'This link is not valid');

/** Stores `choices` over the person's current ones and answers the result. */
async function saveChoices(db: Db, userId: string, change: Partial<NoticePreferences>) {
  return db.transaction(async (tx) => {
    const current = (await noticeSettingsOf(tx, [userId])).get(userId);
    const choices = { ...(current?.choices ?? preferencesOf(null)), ...change };
    await tx
      .insert(noticePreferences)
      .values({ userId, choices, unsubscribeToken: newUnsubscribeToken() })
      .onConflictDoUpdate({ target: noticePreferences.userId, set: { choices, updatedAt: sql`now()` } });
    return choices;
  });
}

/** Stores push `change` over the person's current push choices and answers the result. */
async function savePushChoices(db: Db, userId: string, change: Partial<PushPreferences>) {
  return db.transaction(async (tx) => {
    await noticeSettingsOf(tx, [userId]);
    const [row] = await tx
      .select({ pushChoices: noticePreferences.pushChoices })
      .from(noticePreferences)
      .where(eq(noticePreferences.userId, userId))
      .for('update');
    const pushChoices = { ...pushPreferencesOf(row?.pushChoices), ...change };
    await tx
      .update(noticePreferences)
      .set({ pushChoices, updatedAt: sql`now()` })
      .where(eq(noticePreferences.userId, userId));
    return pushChoices;
  });
}

async function holderOf(db: Db, token: string) {
  const [row] = await db
    .select({ userId: noticePreferences.userId, choices: noticePreferences.choices, name: profiles.fullName })
    .from(noticePreferences)
    .innerJoin(profiles, eq(profiles.id, noticePreferences.userId))
    .where(eq(noticePreferences.unsubscribeToken, token))
    .limit(1);
  if (!row) throw invalidLink();
  return row;
}

export async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/preferences', { schema: { response: { 200: noticePreferencesSchema } } }, async (request) => {
    const me = currentUser(request);
    const [row] = await app.db.select().from(noticePreferences).where(eq(noticePreferences.userId, me.id));
    return preferencesOf(row?.choices);
  });

  app.put(
    '/preferences',
    { schema: { body: noticePreferencesUpdate, response: { 200: noticePreferencesSchema } } },
    async (request) => saveChoices(app.db, currentUser(request).id, request.body),
  );

  // Push choices beside the e-mail ones (docs/rules.md#push-notifications), per kind 'on' or 'off'.
  app.get('/push-preferences', { schema: { response: { 200: pushPreferencesSchema } } }, async (request) => {
    const me = currentUser(request);
    const [row] = await app.db
      .select({ pushChoices: noticePreferences.pushChoices })
      .from(noticePreferences)
      .where(eq(noticePreferences.userId, me.id));
    return pushPreferencesOf(row?.pushChoices);
  });

  app.put(
    '/push-preferences',
    { schema: { body: pushPreferencesUpdate, response: { 200: pushPreferencesSchema } } },
    async (request) => savePushChoices(app.db, currentUser(request).id, request.body),
  );

  // The page an unsubscribe link opens asks first, so a mail scanner that follows links stops nothing.
  app.get(
    '/unsubscribe/:token',
    {
      config: { access: 'public' },
      schema: { params: tokenParam, querystring: unsubscribeQuery, response: { 200: unsubscribeInfoSchema } },
    },
    async (request) => {
      const holder = await holderOf(app.db, request.params.token);
      return { name: holder.name, kind: request.query.kind ?? null, choices: preferencesOf(holder.choices) };
    },
  );

  // Stops one kind, the daily summary's kinds ('digest'), or every kind without `kind`. Mail clients POST here from the List-Unsubscribe
  // header with a form body (RFC 8058), which says nothing the query does not.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, undefined),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/unsubscribe/:token',
      {
        config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { params: tokenParam, querystring: unsubscribeQuery, response: { 200: noticePreferencesSchema } },
      },
      async (request) => {
        const holder = await holderOf(app.db, request.params.token);
        const kinds = kindsStoppedBy(request.query.kind, preferencesOf(holder.choices));
        return saveChoices(app.db, holder.userId, Object.fromEntries(kinds.map((kind) => [kind, 'never'])));
      },
    );
  });
}
