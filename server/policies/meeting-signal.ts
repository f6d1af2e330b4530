// Who may tell the others of a meeting "running late" or "I am at the table", and who hears it
// (docs/rules.md#running-late-and-at-the-table). The meeting must be visible to the caller first
// (server/policies/meeting.ts; else 404).
import { type MeetingPeople, meetingPart } from '../../core/rules/meetings.ts';
import type { CurrentUser } from '../types.ts';

export type SignalSender = 'buyer' | 'seller' | 'interpreter';

/** The meeting's buyer, seller and interpreter signal; admins organise the event and never do (403). */
export function signalSender(user: CurrentUser, m: MeetingPeople): SignalSender | null {
  const part = meetingPart(user, m);
  return part === 'admin' ? null : part;
}

/** Everyone of the meeting but the sender: who is told, on screen and by push. */
export function signalHearers(senderId: string, m: MeetingPeople): string[] {
  return [m.buyer_id, m.seller_id, m.interpreter_id].filter((id): id is string => id !== null && id !== senderId);
}

/** Everyone of the meeting, the sender's other screens too: whose open screens read the signals again. */
export function signalReaders(m: MeetingPeople): string[] {
  return [m.buyer_id, m.seller_id, m.interpreter_id].filter((id): id is string => id !== null);
}
