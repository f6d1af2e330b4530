// Reads only the conversation routes use: messages with their authors, pages, search, export.
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationThreads, conversationMessages as m, profiles, projects } from '../../db/schema.ts';
import { visibleThreads } from '../../policies/conversation.ts';
import type { MessageRow } from '../../presenters/conversation.ts';
import type { CurrentUser } from '../../types.ts';

const messageColumns = {
  id: m.id,
  threadId: m.threadId,
  body: m.body,
  fileKey: m.fileKey,
  fileName: m.fileName,
  fileSize: m.fileSize,
  fileType: m.fileType,
  createdAt: m.createdAt,
  editedAt: m.editedAt,
  deletedAt: m.deletedAt,
  hiddenAt: m.hiddenAt,
  author: {
    id: profiles.id,
    full_name: profiles.fullName,
    company_name: profiles.companyName,
    role: profiles.role,
  },
};

const withAuthors = (db: Db) => db.select(messageColumns).from(m).innerJoin(profiles, eq(profiles.id, m.authorId));

/** A page of a thread, newest first, before the message `before` (exclusive). */
export async function messagePage(db: Db, threadId: string, before: string | undefined, limit: number) {
  const older = before
    ? sql`(${m.createdAt}, ${m.id}) < (select created_at, id from conversation_messages where id = ${before} and thread_id = ${threadId})`
    : undefined;
  const rows: MessageRow[] = await withAuthors(db)
    .where(and(eq(m.threadId, threadId), older))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  return { items, nextCursor: more ? items[items.length - 1].id : null };
}

export async function messageById(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await withAuthors(db).where(eq(m.id, id));
  return row;
}

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const project = { id: projects.id, name: projects.name };

/** Messages in `me`'s threads whose text contains `q` (not deleted, not hidden from them), newest first. */
export async function searchMessages(db: Db, me: CurrentUser, q: string, limit = 50) {
  return messagesOfMyThreads(db, me, and(ilike(m.body, containing(q)), shownTo(me)), limit);
}

/** Everything `me` may read of their threads, for their own download (oldest first in each thread). */
export async function exportMessages(db: Db, me: CurrentUser) {
  return messagesOfMyThreads(db, me, shownTo(me), 100_000, 'oldest');
}

const shownTo = (me: CurrentUser) =>
  me.role === 'admin'
    ? sql`${m.deletedAt} is null`
    : and(sql`${m.deletedAt} is null`, or(sql`${m.hiddenAt} is null`, eq(m.authorId, me.id)));

async function messagesOfMyThreads(
  db: Db,
  me: CurrentUser,
  where: SQL | undefined,
  limit: number,
  order: 'newest' | 'oldest' = 'newest',
) {
  const rows = await db
    .select({ ...messageColumns, project })
    .from(m)
    .innerJoin(profiles, eq(profiles.id, m.authorId))
    .innerJoin(conversationThreads, eq(conversationThreads.id, m.threadId))
    .innerJoin(projects, eq(projects.id, conversationThreads.projectId))
    .where(and(visibleThreads(me), where))
    .orderBy(...(order === 'newest' ? [desc(m.createdAt), desc(m.id)] : [m.threadId, m.createdAt, m.id]))
    .limit(limit);
  return rows satisfies (MessageRow & { project: { id: string; name: string } })[];
}

/** How many messages `authorId` sent since `since` (the rate limit). */
export async function sentSince(db: Db, authorId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .where(and(eq(m.authorId, authorId), sql`${m.createdAt} > ${since.toISOString()}`));
  return row.n;
}
