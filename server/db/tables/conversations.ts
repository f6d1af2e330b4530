// Conversations (docs/rules.md#conversations): threads between the buyer and the seller of a
// request or meeting and each person's help desk, their messages, who read how far, blocks,
// reports to the organisers, and the organisers' announcements.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAX_MESSAGE_CHARS, MAX_REPORT_CHARS, REPORT_OUTCOMES } from '../../../core/rules/conversations.ts';
import { profiles, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { roleEnum } from './enums.ts';
import { projects } from './events.ts';

const known = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One thread per buyer and seller in a project ('pair'), or per person in a project ('help': the
 * person and every admin). Who may read and write is decided each time from the requests and
 * meetings between them (server/policies/conversation.ts), not stored here.
 */
export const conversationThreads = pgTable(
  'conversation_threads',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    buyerId: uuid('buyer_id').references(() => profiles.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** The person of a help-desk thread. */
    personId: uuid('person_id').references(() => profiles.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'conversation_threads_shape',
      sql`(${t.kind} = 'pair' and ${t.buyerId} is not null and ${t.sellerId} is not null and ${t.personId} is null and ${t.buyerId} <> ${t.sellerId})
        or (${t.kind} = 'help' and ${t.personId} is not null and ${t.buyerId} is null and ${t.sellerId} is null)`,
    ),
    uniqueIndex('conversation_threads_pair_once').on(t.projectId, t.buyerId, t.sellerId).where(sql`kind = 'pair'`),
    uniqueIndex('conversation_threads_help_once').on(t.projectId, t.personId).where(sql`kind = 'help'`),
    index('conversation_threads_buyer_idx').on(t.buyerId),
    index('conversation_threads_seller_idx').on(t.sellerId),
    // A person's own help desks (the unique index above leads with the project).
    index('conversation_threads_person_idx').on(t.personId),
    // The admins' help-desk inbox, newest first.
    index('conversation_threads_help_idx').on(t.lastMessageAt).where(sql`kind = 'help'`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Emptied when the message is deleted; the row stays, shown as "message deleted". */
    body: text('body').notNull(),
    /** An attached file: its storage key, shown name, size and type (docs/rules.md#conversations). */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileType: text('file_type'),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by an admin after a report: shown to nobody but its author and admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** When the unread-message job looked at it (once: its e-mail, if any, was made then). */
    unreadCheckedAt: timestamp('unread_checked_at', { withTimezone: true }),
  },
  (t) => [
    check('conversation_messages_length', sql`char_length(${t.body}) <= ${sql.raw(String(MAX_MESSAGE_CHARS))}`),
    check(
      'conversation_messages_not_empty',
      sql`${t.deletedAt} is not null or char_length(${t.body}) > 0 or ${t.fileKey} is not null`,
    ),
    // A thread's pages, newest first (cursor: created_at, id).
    index('conversation_messages_thread_idx').on(t.threadId, t.createdAt, t.id),
    // The rate limit counts a person's messages of the last minute; the export reads them all.
    index('conversation_messages_author_idx').on(t.authorId, t.createdAt),
    // The unread-message job's queue, oldest first.
    index('conversation_messages_unchecked_idx').on(t.createdAt).where(sql`unread_checked_at is null`),
  ],
);

/** How far each member has read a thread: every message up to `readAt` is read. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('conversation_reads_user_idx').on(t.userId)],
);

/** `blockerId` takes no more messages from `blockedId` in the project, and may send none to them. */
export const conversationBlocks = pgTable(
  'conversation_blocks',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.blockerId, t.blockedId] }),
    check('conversation_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** A message reported to the organisers; open until an admin hides it, warns its author or dismisses it. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    outcome: text('outcome'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_reports_once').on(t.messageId, t.reporterId),
    check('message_reports_reason_length', sql`char_length(${t.reason}) <= ${sql.raw(String(MAX_REPORT_CHARS))}`),
    check('message_reports_outcome_known', sql`${t.outcome} is null or ${t.outcome} in (${known(REPORT_OUTCOMES)})`),
    check('message_reports_resolved', sql`(${t.outcome} is null) = (${t.resolvedAt} is null)`),
    index('message_reports_open_idx').on(t.createdAt).where(sql`outcome is null`),
  ],
);

/** An organiser's message to a project's participants (all, or one role), pinned in their feed. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The role it is for; null: everyone in the project. */
    audience: roleEnum('audience'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Also sent by e-mail through the outbox. */
    emailed: boolean('emailed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('announcements_title_length', sql`char_length(${t.title}) between 1 and 200`),
    check('announcements_body_length', sql`char_length(${t.body}) between 1 and ${sql.raw(String(MAX_MESSAGE_CHARS))}`),
    index('announcements_project_idx').on(t.projectId, t.createdAt),
  ],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
