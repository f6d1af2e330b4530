import type { VoiceNote } from '../../core/schemas/voice-note.ts';
import type { meetingVoiceNotes } from '../db/schema.ts';
import { mayDeleteVoiceNote } from '../policies/voice-note.ts';
import type { CurrentUser } from '../types.ts';
import { iso } from './profile.ts';

/** A voice note with its recorder, as the voice-notes query selects it. */
export type VoiceNoteRow = {
  note: typeof meetingVoiceNotes.$inferSelect;
  recorder: { id: string; fullName: string };
};

/** A note in the API's shape, with what `me` may do with it. */
export function presentVoiceNote({ note, recorder }: VoiceNoteRow, me: CurrentUser): VoiceNote {
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
