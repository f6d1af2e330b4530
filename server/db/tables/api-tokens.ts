// API tokens (docs/decisions/048-api-tokens.md): named, scoped, expiring credentials a user makes
// for another system. Only the sha256 of the token is kept, as for sessions, so a leaked row cannot
// be used; the token itself is shown once, when it is made.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { API_TOKEN_SCOPES } from '../../../core/schemas/api-token.ts';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    /** Whose rights the token carries: every call applies this user's policies. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull(),
    /** sha256 (hex) of the whole token. */
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, shown in lists so its owner can tell tokens apart. */
    prefix: text('prefix').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who made it: the owner, or an admin making one for an integration account. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('api_tokens_scope', sql`${t.scope} in ('read', 'write')`),
    check('api_tokens_name', sql`length(${t.name}) between 1 and 100`),
    uniqueIndex('api_tokens_hash_key').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);
