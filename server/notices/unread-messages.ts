// Unread messages by e-mail (docs/rules.md#conversations). A message still unread by one of its
// thread's readers UNREAD_MAIL_MINUTES after it was sent becomes an in-app notification for that
// reader (title key notifications.message.*, notice kind 'messages'); the notice job then e-mails it
// at once, keeps it for the daily summary or skips it, by the reader's choice.
//
// Each message is looked at once: one statement claims due messages (unread_checked_at set, the rows
// locked and others' locked rows skipped), and the notifications of exactly those messages are
// stored in the same transaction, so a second instance or a restart finds them claimed. A reader is
// told once per thread until they read it: while an earlier notice of the thread points at a message
// they still have not read, a newer message adds none (a long exchange is one e-mail, not one each).
import { sql } from 'drizzle-orm';
import { UNREAD_MAIL_MINUTES } from '../../core/rules/conversations.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { threadReaders } from '../services/conversation-events.ts';
import type { NotificationBus } from '../services/notification-bus.ts';
import { type NewNotification, notificationValues, publishNotifications } from '../services/notify.ts';
import type { NoticeJobContext } from './context.ts';

/** Messages claimed per step of the job. */
export const UNREAD_BATCH = 50;

export const UNREAD_TITLE_KEY = 'notifications.message.unreadTitle';
const UNREAD_MESSAGE_KEY = 'notifications.message.unreadMessage';

/** The app path of a thread on the Messages screen. */
export const threadLink = (threadId: string) => `/messages/${threadId}`;

interface Claimed {
  id: string;
  thread_id: string;
  author_id: string;
  shown: boolean;
}

interface Unread {
  thread_id: string;
  user_id: string;
  message_id: string;
  from: string;
  project: string;
}

/**
 * Claims the messages due at `ctx.now` (at most `batch`) and notifies each reader who has not read
 * them; resolves how many messages it claimed (0: none due).
 */
export async function notifyUnreadMessages(
  db: Db,
  ctx: Pick<NoticeJobContext, 'now'>,
  bus?: NotificationBus,
  batch = UNREAD_BATCH,
): Promise<number> {
  const at = ctx.now.toISOString();
  const stored = await db.transaction(async (tx) => {
    // One instance at a time, so that two never tell the same reader of the same thread at once;
    // the claim alone already keeps each message to one instance.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('unread-messages', 0))`);
    const claimedResult = await tx.execute(sql`
      update conversation_messages set unread_checked_at = ${at}::timestamptz
      where id in (
        select id from conversation_messages
        where unread_checked_at is null
          and created_at <= ${at}::timestamptz - make_interval(mins => ${UNREAD_MAIL_MINUTES}::int)
        order by created_at
        limit ${batch}
        for update skip locked)
      returning id, thread_id, author_id, (deleted_at is null and hidden_at is null) as shown`);
    const claimed = (claimedResult as unknown as { rows: Claimed[] }).rows;
    // Deleted and hidden messages are claimed too (so they leave the queue), but tell nobody.
    const shown = claimed.filter((m) => m.shown);
    if (shown.length === 0) return { count: claimed.length, rows: [] };

    const pairs: { threadId: string; userId: string }[] = [];
    for (const threadId of new Set(shown.map((m) => m.thread_id))) {
      const authors = new Set(shown.filter((m) => m.thread_id === threadId).map((m) => m.author_id));
      for (const userId of await threadReaders(tx, threadId)) {
        // A reader who wrote every claimed message of the thread has nothing new in it.
        if (authors.size > 1 || !authors.has(userId)) pairs.push({ threadId, userId });
      }
    }
    if (pairs.length === 0) return { count: claimed.length, rows: [] };

    const ids = sql.join(
      shown.map((m) => sql`${m.id}::uuid`),
      sql`, `,
    );
    const values = sql.join(
      pairs.map((p) => sql`(${p.threadId}::uuid, ${p.userId}::uuid)`),
      sql`, `,
    );
    // For each reader, the newest claimed message of the thread they did not write, have not read,
    // and whose author they have not blocked; none when an earlier notice of the thread still
    // points at a message they have not read.
    const unreadResult = await tx.execute(sql`
      with pair(thread_id, user_id) as (values ${values})
      select p.thread_id, p.user_id, last.id as message_id, last.full_name as "from", pr.name as project
      from pair p
      join conversation_threads t on t.id = p.thread_id
      join projects pr on pr.id = t.project_id
      left join conversation_reads r on r.thread_id = p.thread_id and r.user_id = p.user_id
      join lateral (
        select m.id, a.full_name
        from conversation_messages m
        join profiles a on a.id = m.author_id
        where m.id in (${ids}) and m.thread_id = p.thread_id and m.author_id <> p.user_id
          and m.created_at > coalesce(r.read_at, '-infinity')
          and not exists (
            select 1 from conversation_blocks b
            where b.project_id = t.project_id and b.blocker_id = p.user_id and b.blocked_id = m.author_id)
        order by m.created_at desc, m.id desc
        limit 1
      ) last on true
      where not exists (
        select 1 from notifications n
        join conversation_messages told
          on told.id = case when n.title_key = ${UNREAD_TITLE_KEY} then (n.params->>'message_id')::uuid end
        where n.user_id = p.user_id and n.link = '/messages/' || p.thread_id::text
          and n.title_key = ${UNREAD_TITLE_KEY}
          -- A notice of an unread message was made after that message, so after the reader's mark.
          and n.created_at > coalesce(r.read_at, '-infinity')
          and told.created_at > coalesce(r.read_at, '-infinity'))`);
    const unread = (unreadResult as unknown as { rows: Unread[] }).rows;
    if (unread.length === 0) return { count: claimed.length, rows: [] };
    const rows = await tx.insert(notifications).values(unread.map(unreadNotice).map(notificationValues)).returning();
    return { count: claimed.length, rows };
  });
  if (bus) publishNotifications(bus, stored.rows);
  return stored.count;
}

/** The notification of one reader's unread message; `message_id` is the message it points at. */
function unreadNotice(u: Unread): NewNotification {
  return {
    userId: u.user_id,
    titleKey: UNREAD_TITLE_KEY,
    messageKey: UNREAD_MESSAGE_KEY,
    params: { from: u.from, project: u.project, message_id: u.message_id },
    link: threadLink(u.thread_id),
  };
}
