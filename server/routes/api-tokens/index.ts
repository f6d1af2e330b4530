// API tokens (docs/decisions/048-api-tokens.md): a person's own tokens, made, listed and revoked;
// an admin's integration accounts and their tokens. Every route here is for a signed-in browser
// only (`sessionOnly`): a token cannot mint, list or revoke tokens.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_TOKEN_LIVE_MAX,
  apiTokenCreatedSchema,
  apiTokenCreateInput,
  apiTokenIdParams,
  apiTokenSchema,
  integrationAccountInput,
  integrationAccountSchema,
} from '../../../core/schemas/api-token.ts';
import { newApiToken } from '../../auth/api-tokens.ts';
import { currentUser } from '../../auth/current-user.ts';
import { UNUSABLE_PASSWORD } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { apiTokens, profiles, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import {
  INTEGRATION_EMAIL_DOMAIN,
  integrationAccounts,
  mayMakeIntegrationAccounts,
  mayManageTokensOf,
  ownLiveTokens,
  type TokenOwner,
} from '../../policies/api-token.ts';
import { presentApiToken } from '../../presenters/api-token.ts';
import { iso } from '../../presenters/profile.ts';
import type { CurrentUser } from '../../types.ts';

/** A list shows at most this many tokens, newest first (server/routes/list-bounds.ts). */
export const API_TOKEN_LIST_MAX = 100;
/** Integration accounts listed at once, newest first. */
export const INTEGRATION_LIST_MAX = 100;

const DAY_MS = 24 * 3600 * 1000;

/** The account whose tokens a request names, for the policy: the caller, or another account as stored. */
async function ownerOf(db: Db, me: CurrentUser, userId: string): Promise<TokenOwner | undefined> {
  // The caller's own: the policy needs nothing more than the id to say yes.
  if (userId === me.id) return { id: me.id, email: me.email, passwordHash: '' };
  const [owner] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return owner;
}

export async function apiTokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { sessionOnly: true } as const;

  app.get('/', { config, schema: { response: { 200: z.array(apiTokenSchema) } } }, async (request) => {
    const me = currentUser(request);
    const rows = await app.db
      .select()
      .from(apiTokens)
      .where(ownLiveTokens(me))
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
      .limit(API_TOKEN_LIST_MAX);
    const now = new Date();
    return rows.map((row) => presentApiToken(row, now));
  });

  app.post(
    '/',
    { config, schema: { body: apiTokenCreateInput, response: { 201: apiTokenCreatedSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { name, scope, expires_in_days, user_id } = request.body;
      // Another account's tokens: an integration account's, for an admin; anyone else's is not found.
      const owner = await ownerOf(app.db, me, user_id ?? me.id);
      if (!owner || !mayManageTokensOf(me, owner)) throw notFound('Account not found');
      const now = new Date();
      const [live] = await app.db
        .select({ n: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, owner.id), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)));
      if (live.n >= API_TOKEN_LIVE_MAX) {
        throw conflict('api_token_limit', `An account may hold at most ${API_TOKEN_LIVE_MAX} live tokens`, {
          max: API_TOKEN_LIVE_MAX,
        });
      }
      const { token, tokenHash, prefix } = newApiToken();
      const [row] = await app.db
        .insert(apiTokens)
        .values({
          userId: owner.id,
          name,
          scope,
          tokenHash,
          prefix,
          expiresAt: new Date(now.getTime() + expires_in_days * DAY_MS),
          createdBy: me.id,
        })
        .returning();
      request.log.info({ apiToken: row.id, owner: owner.id, scope }, 'API token made');
      return reply.status(201).send({ token, api_token: presentApiToken(row, now) });
    },
  );

  app.delete('/:id', { config, schema: { params: apiTokenIdParams } }, async (request, reply) => {
    const me = currentUser(request);
    const [found] = await app.db
      .select({ id: apiTokens.id, userId: apiTokens.userId })
      .from(apiTokens)
      .where(and(eq(apiTokens.id, request.params.id), isNull(apiTokens.revokedAt)));
    const owner = found && (await ownerOf(app.db, me, found.userId));
    if (!found || !owner || !mayManageTokensOf(me, owner)) throw notFound('Token not found');
    await app.db
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, found.id), isNull(apiTokens.revokedAt)));
    request.log.info({ apiToken: found.id }, 'API token revoked');
    return reply.status(204).send();
  });

  app.get(
    '/integrations',
    { config: { ...config, access: 'admin' }, schema: { response: { 200: z.array(integrationAccountSchema) } } },
    async () => {
      const accounts = await app.db
        .select({ id: profiles.id, name: profiles.fullName, role: profiles.role, createdAt: profiles.createdAt })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(integrationAccounts)
        .orderBy(desc(profiles.createdAt), desc(profiles.id))
        .limit(INTEGRATION_LIST_MAX);
      const tokens = accounts.length
        ? await app.db
            .select()
            .from(apiTokens)
            .where(
              and(
                inArray(
                  apiTokens.userId,
                  accounts.map((a) => a.id),
                ),
                isNull(apiTokens.revokedAt),
              ),
            )
            .orderBy(desc(apiTokens.createdAt))
        : [];
      const now = new Date();
      return accounts.map((a) => ({
        id: a.id,
        name: a.name,
        role: a.role,
        created_at: iso(a.createdAt),
        tokens: tokens
          .filter((t) => t.userId === a.id)
          .slice(0, API_TOKEN_LIST_MAX)
          .map((t) => presentApiToken(t, now)),
      }));
    },
  );

  app.post(
    '/integrations',
    {
      config: { ...config, access: 'admin' },
      schema: { body: integrationAccountInput, response: { 201: integrationAccountSchema } },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (!mayMakeIntegrationAccounts(me)) throw forbidden();
      // A made-up address on the reserved domain and no password: nobody can sign in to it or be
      // e-mailed at it; it holds tokens an admin makes for it, with the admin role.
      const email = `integration-${randomBytes(6).toString('hex')}${INTEGRATION_EMAIL_DOMAIN}`;
      const account = await app.db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ email, passwordHash: UNUSABLE_PASSWORD }).returning();
        const [profile] = await tx
          .insert(profiles)
          .values({ id: user.id, email, fullName: request.body.name, role: 'admin' })
          .returning();
        return profile;
      });
      request.log.info({ integration: account.id }, 'Integration account made');
      return reply.status(201).send({
        id: account.id,
        name: account.fullName,
        role: account.role,
        created_at: iso(account.createdAt),
        tokens: [],
      });
    },
  );
}
