// E-mail (docs/rules.md#e-mail): the outbox every message goes through, and the one-time links
// (invitations, password resets) that messages carry.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES, TOKEN_PURPOSES } from '../../../core/schemas/mail.ts';
import { users } from './accounts.ts';
import { createdAt, emptyText, id } from './columns.ts';
import { projects } from './events.ts';

/**
 * Messages waiting for, in, or done with delivery. A message is written in the transaction of the
 * change that causes it, so it exists exactly when the change does; the sender claims rows with
 * FOR UPDATE SKIP LOCKED, so instances sharing a database never send one twice.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    toEmail: text('to_email').notNull(),
    toName: emptyText('to_name'),
    locale: text('locale').notNull(),
    fromName: text('from_name').notNull(),
    replyTo: emptyText('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    /** Where the List-Unsubscribe header points (one-click, RFC 8058); empty for essential mail. */
    unsubscribeUrl: emptyText('unsubscribe_url'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while an instance is sending; a claim older than the lease is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The mail server's answer: its acceptance line, or why it refused or failed. */
    serverResponse: emptyText('server_response'),
    messageId: emptyText('message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * One-time links. Only the sha256 of the token is kept, so a leaked row cannot be used; a link
 * is used once, expires, and a newer link of the same purpose replaces the older ones.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('account_tokens_purpose', sql`${t.purpose} in ('invitation', 'password_reset')`),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
