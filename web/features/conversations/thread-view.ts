// How a thread reads to one person (docs/rules.md#conversations): whom it is with, which of their
// messages they may still edit, and whether the others have seen their last one.
import { MAX_MESSAGE_CHARS, mayStillEdit, messageLength } from '../../../core/rules/conversations.ts';
import type { ConversationPerson, Message, Thread } from '../../../core/schemas/conversation.ts';

/**
 * The people a thread is with, the buyer or seller before their interpreter; none for a participant's
 * own help desk (it is with the organisers).
 */
export function threadPeople(thread: Pick<Thread, 'people'>): ConversationPerson[] {
  return [...thread.people].sort((a, b) => Number(a.role === 'interpreter') - Number(b.role === 'interpreter'));
}

/** The person a thread is named after: the other party of the pair, or a help desk's person (for admins). */
export const mainPerson = (thread: Pick<Thread, 'people'>): ConversationPerson | undefined => threadPeople(thread)[0];

/** Whether `me` may still edit `message`: their own, not deleted, within the edit window. */
export function mayEdit(message: Message, me: string, now: Date): boolean {
  return message.author.id === me && !message.deleted && mayStillEdit(new Date(message.created_at), now);
}

/**
 * The id of `me`'s last message (a deleted one left out: "Seen" goes under words) when someone else
 * in the thread has read up to it; else null.
 */
export function seenMessageId(messages: readonly Message[], readUpTo: Thread['read_up_to'], me: string): string | null {
  let mine: Message | undefined;
  for (const m of messages) {
    if (m.author.id === me && !m.deleted && (!mine || m.created_at >= mine.created_at)) mine = m;
  }
  if (!mine) return null;
  const sent = Date.parse(mine.created_at);
  return readUpTo.some((r) => r.user_id !== me && Date.parse(r.read_at) >= sent) ? mine.id : null;
}

/** Characters left in a message being written (negative when over the limit). */
export const charsLeft = (text: string) => MAX_MESSAGE_CHARS - messageLength(text.trim());
