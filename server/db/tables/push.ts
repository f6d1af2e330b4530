// Web Push (docs/rules.md#push-notifications): each browser a person allowed to notify them, the
// pushes waiting for, in, or done with delivery, the "sent once" keys of timed pushes, and the
// server's own VAPID key pair, kept in the database so that every instance signs with the same one.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, emptyText, id } from './columns.ts';
import { meetings } from './events.ts';

/** A browser's subscription (its push service endpoint and the keys to encrypt for it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: emptyText('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Pushes, written in the transaction of the change that causes them (like the e-mail outbox), so a
 * push exists exactly when its change does; the sender claims rows with FOR UPDATE SKIP LOCKED.
 * Title and body are already in the person's language.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: emptyText('url'),
    /** Pushes with the same tag replace each other on the phone (one per meeting, one per thread). */
    tag: emptyText('tag'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What the push services answered, or why it failed. */
    serverResponse: emptyText('server_response'),
    createdAt: createdAt(),
  },
  (t) => [
    check('push_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('push_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('push_outbox_created_idx').on(t.createdAt),
  ],
);

/** One "your next meeting is in 10 minutes" per meeting, person and start (a moved meeting gets a new one). */
export const meetingPushReminders = pgTable(
  'meeting_push_reminders',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId, t.startsAt] })],
);

/** Keys the server makes once and every instance shares (the VAPID pair). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
