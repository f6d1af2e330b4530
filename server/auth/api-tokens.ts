// API tokens (docs/decisions/048-api-tokens.md): 'b2b_' and 32 random bytes in base64url. The table
// keeps only the sha256 (hex) of the whole token and its first characters, so a leaked row cannot
// be used; the token itself is shown once, when it is made.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX, API_TOKEN_SHOWN_CHARS } from '../../core/schemas/api-token.ts';
import type { Db } from '../db/client.ts';
import { preparedPer } from '../db/prepared.ts';
import { apiTokens, profiles } from '../db/schema.ts';

/** The longest Authorization value read as a token; anything longer is no token of ours. */
export const API_TOKEN_MAX_LENGTH = 200;

/** last_used_at is written at most this often per token: a write per request would cost more than the request. */
export const LAST_USED_EVERY_MS = 60_000;

export const apiTokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token, its digest and the characters lists show. */
export function newApiToken() {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, tokenHash: apiTokenDigest(token), prefix: token.slice(0, API_TOKEN_SHOWN_CHARS) };
}

/** The token of an `Authorization: Bearer …` header; undefined without one, '' for a malformed one. */
export function bearerOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!m || m[1].length > API_TOKEN_MAX_LENGTH) return /^Bearer\b/i.test(header) ? '' : undefined;
  return m[1];
}

// Every call with a token runs this lookup: prepared, as the session lookup is (decision 010).
const tokenLookup = preparedPer((db: Db) =>
  db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      profile: profiles,
    })
    .from(apiTokens)
    .innerJoin(profiles, eq(profiles.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('hash')),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql.placeholder('now')),
        eq(profiles.isActive, true),
      ),
    )
    .limit(1)
    .prepare('api_token_profile'),
);

/** The live token behind `token` and its owner's profile; undefined when unknown, revoked, expired or its owner deactivated. */
export async function apiTokenFor(db: Db, token: string) {
  const [row] = await tokenLookup(db).execute({ hash: apiTokenDigest(token), now: new Date() });
  return row;
}

/**
 * Notes that a token was used, when its last note is older than LAST_USED_EVERY_MS. The `where`
 * repeats the test, so instances racing for the same token write once.
 */
export async function touchApiToken(db: Db, id: string, lastUsedAt: Date | null, now = new Date()) {
  if (lastUsedAt && now.getTime() - new Date(lastUsedAt).getTime() < LAST_USED_EVERY_MS) return;
  const before = new Date(now.getTime() - LAST_USED_EVERY_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before))));
}
