// Writes a phone may send twice (docs/rules.md#offline-writes): a write made offline is queued with
// a key and sent again until it is answered; the first answer is kept under (person, key) and a repeat
// gets it back instead of being applied again.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path of the first request: the same key on another route is refused. */
    route: text('route').notNull(),
    /** sha256 of the first request's body: the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    /** The answer a repeat gets, written with the write in one transaction (docs/decisions/032-idempotent-writes.md). */
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('idempotent_requests_key_length', sql`char_length(${t.key}) between 8 and 200`),
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);
