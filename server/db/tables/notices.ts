// E-mail notices, reminders and calendar feeds (docs/rules.md#e-mail-notices, #reminders, #calendars).
// Each "sent once" rule is a primary key here: a job inserts the key and its e-mail in one
// transaction, so two instances, or one restarted, cannot send the same thing twice.
import { date, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { meetings, projects } from './events.ts';

/** Each person's choice per notice kind; no row means the defaults. */
export const noticePreferences = pgTable('notice_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  choices: jsonb('choices').$type<Record<string, string>>().notNull().default({}),
  /** Each kind's push choice ('on' or 'off'), beside its e-mail choice; no key means the default. */
  pushChoices: jsonb('push_choices').$type<Record<string, string>>().notNull().default({}),
  /**
   * Lets the unsubscribe link of every notice change this person's choices without signing in.
   * Kept as is (it must go into each new e-mail) and worth no more than those choices.
   */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One digest per person and local day. */
export const noticeDigests = pgTable(
  'notice_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * One reminder per meeting and start: a meeting moved after its reminder gets one for its new
 * time, and none is ever sent for the old one.
 */
export const meetingReminders = pgTable(
  'meeting_reminders',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.startsAt] })],
);

/** One evening agenda per person, project and event day. */
export const dayAgendaMails = pgTable(
  'day_agenda_mails',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId, t.day] })],
);

/** A person's calendar subscription: only the sha256 of its secret is kept; renewing replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
