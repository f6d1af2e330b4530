// Webhooks (docs/decisions/049-webhooks.md): a project's subscriptions, and the deliveries of its
// events to them. A delivery is written in the transaction of the change that causes it, like an
// e-mail in the outbox, so it exists exactly when the change does; senders claim rows with
// FOR UPDATE SKIP LOCKED, so instances sharing a database never deliver one twice at once, and a
// repeat after a crash carries the same message id (the row's id).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_SUBSCRIPTION_STATUSES } from '../../../core/schemas/webhook.ts';
import { users } from './accounts.ts';
import { createdAt, emptyText, id } from './columns.ts';
import { projects } from './events.ts';

export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: emptyText('description'),
    /** The event types it receives, e.g. 'meeting.created'. */
    events: text('events').array().notNull(),
    /** The signing secret, 'whsec_' and base64; kept readable because every delivery is signed with it. */
    secret: text('secret').notNull(),
    status: text('status', { enum: WEBHOOK_SUBSCRIPTION_STATUSES }).notNull().default('enabled'),
    /** Since when every delivery has failed; cleared by a success. Days of it disable the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: emptyText('disabled_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_subscriptions_status', sql`${t.status} in ('enabled', 'disabled')`),
    index('webhook_subscriptions_project_idx').on(t.projectId, t.createdAt),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** Also the message id the receiver sees (`webhook-id`), the same on every attempt. */
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** The body sent, as JSON: type, timestamp and data. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while an instance is delivering; a claim older than the lease is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The receiver's HTTP status of the last attempt; null when it was not reached. */
    responseStatus: integer('response_status'),
    /** The start of the receiver's answer, or why it was not reached. */
    responseBody: emptyText('response_body'),
    durationMs: integer('duration_ms'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_subscription_idx').on(t.subscriptionId, t.createdAt),
    // Finished deliveries by when they finished: the retention's batches (server/webhooks/retention.ts).
    index('webhook_deliveries_finished_idx')
      .on(sql`coalesce(${t.lastAttemptAt}, ${t.createdAt})`)
      .where(sql`${t.status} <> 'pending'`),
  ],
);
