// Who may read and write which conversation (docs/rules.md#conversations). Nobody writes cold: a
// buyer and a seller share a thread only while a request or a meeting joins them, the interpreter of
// their meeting reads and writes in it, and a help-desk thread is its person's and every admin's.
// Admins do not read pair threads: what is reported to them, they see in the report.
import { type SQL, sql } from 'drizzle-orm';
import { THREAD_REQUEST_STATUSES } from '../../core/rules/conversations.ts';
import { INTERPRETER_VISIBLE_STATUSES, MEETING_STATUS } from '../../core/rules/meetings.ts';
import { conversationThreads as t } from '../db/schema.ts';
import { constant } from '../db/sql-lists.ts';
import type { CurrentUser } from '../types.ts';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The thread's pair has a meeting that `interpreterId` interprets and may see. Uncorrelated, so that
 * under the `or` of visibleThreads PostgreSQL reads the interpreter's meetings once (a hashed
 * subplan) instead of once per thread.
 */
const interpretsPair = (interpreterId: string) => sql`(${t.projectId}, ${t.buyerId}, ${t.sellerId}) in (
  select m.project_id, m.buyer_id, m.seller_id from meetings m
  where m.interpreter_id = ${interpreterId} and m.status in (${list(INTERPRETER_VISIBLE_STATUSES)}))`;

const ownHelpDesk = (userId: string) => sql`(${t.kind} = 'help' and ${t.personId} = ${userId})`;

/** SQL condition on conversation_threads: the threads `user` may read. */
export function visibleThreads(user: CurrentUser): SQL {
  switch (user.role) {
    case 'admin':
      return sql`${t.kind} = 'help'`;
    case 'buyer':
      return sql`((${t.kind} = 'pair' and ${t.buyerId} = ${user.id}) or ${ownHelpDesk(user.id)})`;
    case 'seller':
      return sql`((${t.kind} = 'pair' and ${t.sellerId} = ${user.id}) or ${ownHelpDesk(user.id)})`;
    case 'interpreter':
      return sql`((${t.kind} = 'pair' and ${interpretsPair(user.id)}) or ${ownHelpDesk(user.id)})`;
    default:
      return ownHelpDesk(user.id);
  }
}

/**
 * SQL condition on conversation_threads: a pair thread whose buyer and seller are joined now by a
 * pending or accepted request (either way) or a meeting that is not cancelled.
 */
export const pairJoined = sql`(exists (
    select 1 from meetings m
    where m.project_id = ${t.projectId} and m.buyer_id = ${t.buyerId} and m.seller_id = ${t.sellerId}
      and m.status <> ${constant(MEETING_STATUS.cancelled)})
  or exists (
    select 1 from meeting_requests r
    where r.project_id = ${t.projectId} and r.status in (${list(THREAD_REQUEST_STATUSES)})
      and ((r.requester_id = ${t.buyerId} and r.target_id = ${t.sellerId})
        or (r.requester_id = ${t.sellerId} and r.target_id = ${t.buyerId}))))`;

/** SQL condition on conversation_threads: one of a pair blocked the other in the project. */
export const pairBlocked = sql`exists (
  select 1 from conversation_blocks b
  where b.project_id = ${t.projectId}
    and ((b.blocker_id = ${t.buyerId} and b.blocked_id = ${t.sellerId})
      or (b.blocker_id = ${t.sellerId} and b.blocked_id = ${t.buyerId})))`;

/** SQL condition on conversation_threads: `userId` blocked the other person of the pair. */
export const blockedBy = (userId: string) => sql`exists (
  select 1 from conversation_blocks b
  where b.project_id = ${t.projectId} and b.blocker_id = ${userId}
    and b.blocked_id = case when ${t.buyerId} = ${userId} then ${t.sellerId} else ${t.buyerId} end)`;

/** Whether a thread may be written in now, and why not: help desks always; pairs while joined and unblocked. */
export function writeState(row: { kind: string; joined: boolean; blocked: boolean }): 'open' | 'closed' | 'blocked' {
  if (row.kind === 'help') return 'open';
  if (row.blocked) return 'blocked';
  return row.joined ? 'open' : 'closed';
}

/** Hidden messages stay readable by their author and by admins (who hid them). */
export const maySeeHidden = (user: CurrentUser, authorId: string) => user.role === 'admin' || user.id === authorId;

/** The author edits and deletes their own message; an admin may delete one in a help desk. */
export const mayDeleteMessage = (user: CurrentUser, authorId: string) => user.id === authorId || user.role === 'admin';

/** A person may block the other person of a pair thread only (the organisers cannot be blocked). */
export const mayBlock = (
  user: CurrentUser,
  thread: { kind: string; buyerId: string | null; sellerId: string | null },
) => thread.kind === 'pair' && (thread.buyerId === user.id || thread.sellerId === user.id);
