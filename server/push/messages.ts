// "New message from Kim" (docs/rules.md#push-notifications): at once, to each reader of the thread
// but its author, unless they blocked the author. Like the e-mail about unread messages it says
// who wrote, never what: a push shows on a locked screen.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ThreadRow } from '../presenters/conversation.ts';
import { threadReaders } from '../services/conversation-events.ts';
import { queuePushes } from './queue.ts';

type KnownThread = Pick<ThreadRow, 'id' | 'kind' | 'project_id' | 'buyer_id' | 'seller_id' | 'interpreter_id'>;

/** Queues the pushes about a new message of `author` in `thread`; resolves how many. */
export async function queueMessagePushes(
  db: Pick<Db, 'execute'>,
  thread: KnownThread,
  author: { id: string; name: string },
): Promise<number> {
  // A pair thread's readers are known from the caller's read of it (as publishThreadChange does).
  const readers =
    thread.kind === 'pair'
      ? [thread.buyer_id, thread.seller_id, thread.interpreter_id].filter((id): id is string => id !== null)
      : await threadReaders(db, thread.id);
  const others = [...new Set(readers)].filter((id) => id !== author.id);
  return queuePushes(
    db,
    others.map((userId) => ({
      userId,
      kind: 'messages',
      text: { type: 'new_message', from: author.name },
      url: `/messages/${thread.id}`,
      tag: `thread-${thread.id}`,
    })),
    sql`not exists (select 1 from conversation_blocks b
      where b.project_id = ${thread.project_id} and b.blocker_id = p.id and b.blocked_id = ${author.id})`,
  );
}
