// Who may record, hear, read and remove a meeting's voice notes (docs/rules.md#voice-notes). A note
// belongs to its meeting: whoever may see the meeting (its buyer, seller, interpreter, and admins)
// may see and record its notes; nobody else learns they exist. Removing one is for its
// recorder and admins.
import type { SQL } from 'drizzle-orm';
import { type MeetingPeople, type MeetingStatus, meetingPart } from '../../core/rules/meetings.ts';
import type { CurrentUser } from '../types.ts';
import { visibleMeetings } from './meeting.ts';

/** SQL condition on `meetings` for the meetings whose notes `user` may see; undefined means all. */
export function voiceNoteMeetings(user: CurrentUser): SQL | undefined {
  return visibleMeetings(user);
}

/** May `user` record a note on this meeting (its status aside)? Its people and admins may. */
export function mayRecordOn(user: CurrentUser, meeting: MeetingPeople): boolean {
  return meetingPart(user, meeting) !== null;
}

/** A cancelled meeting takes no new recordings; every other status does, before and after it is held. */
export function recordingOpen(status: MeetingStatus): boolean {
  return status !== 'cancelled';
}

/** May `user` remove this note? Its recorder and admins may. */
export function mayDeleteVoiceNote(user: CurrentUser, note: { user_id: string }): boolean {
  return user.role === 'admin' || user.id === note.user_id;
}
