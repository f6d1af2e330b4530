// Reading voice notes with their recorder, limited in SQL to the meetings the reader may see.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { VoiceNote } from '../../../core/schemas/voice-note.ts';
import type { Db } from '../../db/client.ts';
import { meetings, meetingVoiceNotes, profiles } from '../../db/schema.ts';
import { voiceNoteMeetings } from '../../policies/voice-note.ts';
import { presentVoiceNote } from '../../presenters/voice-note.ts';
import type { CurrentUser } from '../../types.ts';

const columns = { note: meetingVoiceNotes, recorder: { id: profiles.id, fullName: profiles.fullName } };

async function select(db: Db, me: CurrentUser, where: SQL | undefined) {
  return db
    .select(columns)
    .from(meetingVoiceNotes)
    .innerJoin(meetings, eq(meetings.id, meetingVoiceNotes.meetingId))
    .innerJoin(profiles, eq(profiles.id, meetingVoiceNotes.userId))
    .where(and(where, voiceNoteMeetings(me)))
    .orderBy(desc(meetingVoiceNotes.createdAt), desc(meetingVoiceNotes.id));
}

/** The notes of a meeting `me` may see, newest first. */
export async function listVoiceNotes(db: Db, me: CurrentUser, meetingId: string): Promise<VoiceNote[]> {
  const rows = await select(db, me, eq(meetingVoiceNotes.meetingId, meetingId));
  return rows.map((r) => presentVoiceNote(r, me));
}

/** One note `me` may see (with its stored path), or undefined. */
export async function findVoiceNote(db: Db, me: CurrentUser, id: string) {
  const [row] = await select(db, me, eq(meetingVoiceNotes.id, id));
  return row;
}
