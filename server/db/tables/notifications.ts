// Notifications kept for each user (docs/rules.md#notifications): title and message are i18n keys.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { notificationTypeEnum } from './enums.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull().default('info'),
    // Title and message are i18n keys with parameters, so each reader sees their own language.
    titleKey: text('title_key').notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    /**
     * Its e-mail notice (docs/rules.md#e-mail-notices): pending until the notice job reads the
     * person's choice, then queued (e-mailed), digest (waiting for the daily digest), digested or
     * skipped (not e-mailed). The job's claim of a pending row and the outbox row are one transaction.
     */
    mailState: text('mail_state').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    check('notifications_mail_state', sql`${t.mailState} in ('pending', 'queued', 'digest', 'digested', 'skipped')`),
    index('notifications_mail_pending_idx').on(t.createdAt).where(sql`mail_state = 'pending'`),
    index('notifications_mail_digest_idx').on(t.userId).where(sql`mail_state = 'digest'`),
  ],
);
