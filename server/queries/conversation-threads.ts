// Threads as their readers see them (docs/rules.md#conversations): one query for the Messages list,
// a thread's header and the header's unread count, so every place agrees on who is in a thread,
// what is unread and whether the reader may write.
import { type SQL, sql } from 'drizzle-orm';
import { INTERPRETER_VISIBLE_STATUSES, MEETING_STATUS } from '../../core/rules/meetings.ts';
import type { Db } from '../db/client.ts';
import { constant } from '../db/sql-lists.ts';
import { blockedBy, pairBlocked, pairJoined, visibleThreads } from '../policies/conversation.ts';
import type { ThreadRow } from '../presenters/conversation.ts';
import type { CurrentUser } from '../types.ts';

const interpreterStatuses = sql.join(
  INTERPRETER_VISIBLE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** A message the reader sees the text of: not deleted, and not hidden unless theirs or an admin's look. */
const shownTo = (me: CurrentUser) =>
  me.role === 'admin'
    ? sql`msg.deleted_at is null`
    : sql`msg.deleted_at is null and (msg.hidden_at is null or msg.author_id = ${me.id})`;

/** The threads `me` may read that also meet `where`, newest activity first. */
export async function threadsFor(
  db: Pick<Db, 'execute'>,
  me: CurrentUser,
  where?: SQL,
  limit = 200,
): Promise<ThreadRow[]> {
  const result = await db.execute(sql`
    with visible as (
      select conversation_threads.*, (${pairJoined}) as joined, (${pairBlocked}) as blocked,
        (${blockedBy(me.id)}) as blocked_by_me
      from conversation_threads
      where ${visibleThreads(me)} ${where ? sql`and ${where}` : sql``}
      order by coalesce(last_message_at, created_at) desc
      limit ${limit}
    )
    select v.id, v.kind, v.project_id, p.name as project_name, v.buyer_id, v.seller_id, v.person_id,
      v.joined, v.blocked, v.blocked_by_me, mt.id as meeting_id, mt.interpreter_id,
      (select coalesce(json_agg(json_build_object('id', pr.id, 'full_name', pr.full_name,
          'company_name', pr.company_name, 'role', pr.role) order by pr.role), '[]'::json)
        from profiles pr
        where pr.id <> ${me.id} and pr.id in (v.buyer_id, v.seller_id, v.person_id, mt.interpreter_id)) as people,
      last.body as last_body, last.author_id as last_author_id, last.created_at as last_created_at,
      last.deleted as last_deleted,
      (select count(*)::int from conversation_messages msg
        where msg.thread_id = v.id and msg.author_id <> ${me.id} and ${shownTo(me)}
          and msg.created_at > coalesce(
            (select r.read_at from conversation_reads r where r.thread_id = v.id and r.user_id = ${me.id}),
            '-infinity')) as unread_count,
      (select json_agg(json_build_object('user_id', r.user_id, 'read_at', r.read_at))
        from conversation_reads r where r.thread_id = v.id and r.user_id <> ${me.id}) as reads
    from visible v
    join projects p on p.id = v.project_id
    left join lateral (
      select m.id, case when m.status in (${interpreterStatuses}) then m.interpreter_id end as interpreter_id
      from meetings m
      where v.kind = 'pair' and m.project_id = v.project_id and m.buyer_id = v.buyer_id
        and m.seller_id = v.seller_id and m.status <> ${constant(MEETING_STATUS.cancelled)}
      limit 1
    ) mt on true
    left join lateral (
      select case when ${shownTo(me)} then msg.body else '' end as body, msg.author_id, msg.created_at,
        not (${shownTo(me)}) as deleted
      from conversation_messages msg
      where msg.thread_id = v.id
      order by msg.created_at desc, msg.id desc
      limit 1
    ) last on true
    order by coalesce(v.last_message_at, v.created_at) desc`);
  return (result as unknown as { rows: ThreadRow[] }).rows;
}

/**
 * Messages unread by `me` across every thread they may read: counted thread by thread through the
 * thread's message index from the reader's mark (a join would read every message of the table).
 */
export async function unreadCountFor(db: Pick<Db, 'execute'>, me: CurrentUser): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(unread.n), 0)::int as n
    from conversation_threads
    left join conversation_reads r on r.thread_id = conversation_threads.id and r.user_id = ${me.id}
    cross join lateral (
      select count(*) as n from conversation_messages msg
      where msg.thread_id = conversation_threads.id and msg.created_at > coalesce(r.read_at, '-infinity')
        and msg.author_id <> ${me.id} and ${shownTo(me)}
    ) unread
    where ${visibleThreads(me)}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
