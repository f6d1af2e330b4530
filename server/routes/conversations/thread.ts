// The thread a conversation route acts on, as its caller may see it: 404 when not theirs to read.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationThreads } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { writeState } from '../../policies/conversation.ts';
import type { ThreadRow } from '../../presenters/conversation.ts';
import { threadsFor } from '../../queries/conversation-threads.ts';
import type { CurrentUser } from '../../types.ts';

export async function readableThread(db: Db, me: CurrentUser, id: string): Promise<ThreadRow> {
  const [row] = await threadsFor(db, me, eq(conversationThreads.id, id), 1);
  if (!row) throw notFound('Conversation not found');
  return row;
}

/** The thread, when the caller may also write in it now: 409 when the pair parted or one blocked the other. */
export async function writableThread(db: Db, me: CurrentUser, id: string): Promise<ThreadRow> {
  const row = await readableThread(db, me, id);
  const state = writeState(row);
  if (state === 'blocked') throw conflict('conversation_blocked', 'Messages between you are blocked');
  if (state === 'closed') throw conflict('conversation_closed', 'There is no request or meeting between you any more');
  return row;
}
