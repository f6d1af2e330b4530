// Live conversation events (docs/rules.md#conversations): after a change in a thread, each of its
// readers' open screens is told on the notification bus (across instances with PostgreSQL), and
// fetches what it shows of the thread again. The event names the thread, never its text.
import { sql } from 'drizzle-orm';
import { INTERPRETER_VISIBLE_STATUSES } from '../../core/rules/meetings.ts';
import type { ConversationEvent } from '../../core/schemas/conversation.ts';
import type { Db } from '../db/client.ts';
import type { ThreadRow } from '../presenters/conversation.ts';
import type { NotificationBus } from './notification-bus.ts';

const interpreterStatuses = sql.join(
  INTERPRETER_VISIBLE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Everyone who may read the thread: its pair and their meeting's interpreter, or its person and every admin. */
export async function threadReaders(db: Pick<Db, 'execute'>, threadId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select unnest(array[t.buyer_id, t.seller_id, t.person_id]) as id from conversation_threads t where t.id = ${threadId}
    union
    select m.interpreter_id from conversation_threads t
      join meetings m on m.project_id = t.project_id and m.buyer_id = t.buyer_id and m.seller_id = t.seller_id
      where t.id = ${threadId} and t.kind = 'pair' and m.interpreter_id is not null
        and m.status in (${interpreterStatuses})
    union
    select p.id from conversation_threads t join profiles p on p.role = 'admin'
      where t.id = ${threadId} and t.kind = 'help'`);
  return (result as unknown as { rows: { id: string | null }[] }).rows.flatMap((r) => (r.id ? [r.id] : []));
}

/** A pair thread as already read for its caller: its readers are known without another query. */
type KnownPair = Pick<ThreadRow, 'kind' | 'buyer_id' | 'seller_id' | 'interpreter_id'>;

/**
 * Tells every reader of the thread (the actor's other screens too) what changed in it. Given the
 * pair thread as the caller's query read it, its readers are taken from it (the same rule as
 * threadReaders: the pair and their meeting's interpreter while the interpreter may see it).
 */
export async function publishThreadChange(
  db: Pick<Db, 'execute'>,
  bus: NotificationBus,
  change: Omit<ConversationEvent, 'event'>,
  known?: KnownPair,
) {
  const event: ConversationEvent = { event: 'conversation', ...change };
  const readers =
    known?.kind === 'pair'
      ? [known.buyer_id, known.seller_id, known.interpreter_id].filter((id): id is string => id !== null)
      : await threadReaders(db, change.thread_id);
  for (const userId of readers) bus.publish(userId, event);
}
