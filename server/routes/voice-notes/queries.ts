// Reading voice notes with their recorder, limited in SQL to the meetings the reader may see.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { VoiceNote } from '../../../core/schemas/voice-note.ts';
import type { Db } from '../../db/client.ts';
import { meetings, meetingVoiceNotes, profiles } from '../../db/schema.ts';
import { mayDeleteVoiceNote, voiceNoteMeetings } from '../../policies/voice-note.ts';
import { iso } from '../../presenters/profile.ts';
import type { CurrentUser } from '../../types.ts';

const columns = { note: meetingVoiceNotes, recorder: { id: profiles.id, fullName: profiles.fullName } };
type Row = { note: typeof meetingVoiceNotes.$inferSelect; recorder: { id: string; fullName: string } };

async function select(db: Db, me: CurrentUser, where: SQL | undefined) {
  return db
    .select(columns)
    .from(meetingVoiceNotes)
    .innerJoin(meetings, eq(meetings.id, meetingVoiceNotes.meetingId))
    .innerJoin(profiles, eq(profiles.id, meetingVoiceNotes.userId))
    .where(and(where, voiceNoteMeetings(me)))
    .orderBy(desc(meetingVoiceNotes.createdAt), desc(meetingVoiceNotes.id));
}

/** A note in the API's shape, with what `me` may do with it. */
export function presentVoiceNote({ note, recorder }: Row, me: CurrentUser): VoiceNote {
  return {
    id: note.id,
    meeting_id: note.meetingId,
    user: { id: recorder.id, full_name: recorder.fullName },
    created_at: iso(note.createdAt),
    duration_seconds: note.durationSeconds,
    transcript: note.transcript,
    summary: note.summary,
    transcript_status: note.transcriptStatus as VoiceNote['transcript_status'],
    audio_url: `/api/voice-notes/${note.id}/audio`,
    can: { delete: mayDeleteVoiceNote(me, { user_id: note.userId }) },
  };
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
