// One-time links (invitations, password resets; docs/rules.md#invitations): 32 random bytes in
// the link, only their sha256 in account_tokens. A link is used once, expires, and a newer link
// of the same purpose replaces the older ones; using one ends every other open link of the user.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TokenPurpose } from '../../core/schemas/mail.ts';
import type { Db } from '../db/client.ts';
import { accountTokens } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/** New links for `userIds` (one each), replacing their open links of the same purpose. */
export async function issueLinks(tx: Tx, userIds: readonly string[], purpose: TokenPurpose, expiresAt: Date) {
  if (userIds.length === 0) return new Map<string, string>();
  await tx
    .update(accountTokens)
    .set({ replacedAt: sql`now()` })
    .where(
      and(
        inArray(accountTokens.userId, [...userIds]),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.replacedAt),
      ),
    );
  const tokens = new Map(userIds.map((id) => [id, randomBytes(32).toString('base64url')]));
  await tx
    .insert(accountTokens)
    .values([...tokens].map(([userId, token]) => ({ id: digest(token), userId, purpose, expiresAt })));
  return tokens;
}

const refused = {
  invalid: () => new ApiError(404, 'token_invalid', 'This link is not valid'),
  expired: () => new ApiError(410, 'token_expired', 'This link has expired'),
  used: () => new ApiError(410, 'token_used', 'This link has already been used'),
  replaced: () => new ApiError(410, 'token_replaced', 'A newer link was sent; use that one'),
};

/** The link's row while it can be used; else the error saying why not. */
export async function openLink(db: Pick<Db, 'select'>, token: string) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.id, digest(token)))
    .limit(1);
  if (!row) throw refused.invalid();
  if (row.usedAt) throw refused.used();
  if (row.replacedAt) throw refused.replaced();
  if (row.expiresAt <= new Date()) throw refused.expired();
  return row;
}

/**
 * Uses the link: marks it used (only if still open, so two racing uses cannot both pass) and
 * ends the user's other open links. Returns the user's id.
 */
export async function consumeLink(tx: Tx, token: string) {
  const link = await openLink(tx, token);
  const [used] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.id, link.id),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.replacedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (!used) throw refused.used();
  await tx
    .update(accountTokens)
    .set({ replacedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, used.userId), isNull(accountTokens.usedAt), isNull(accountTokens.replacedAt)));
  return used.userId;
}
