// Voice notes of a meeting (docs/rules.md#voice-notes): the
// upload's form fields, the list entry, and the limits both the recorder and the route keep.
import { z } from 'zod';

/** Where a note's transcript stands: waiting for the job, written, no engine configured, or failed. */
export const TRANSCRIPT_STATUSES = ['pending', 'done', 'unavailable', 'failed'] as const;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

/** Recordings are transcribed as English. */
export const VOICE_NOTE_LANGUAGE = 'en';
/** At most this many bytes per recording (25 MB, what OpenAI-compatible endpoints accept). */
export const MAX_VOICE_NOTE_BYTES = 25 * 1024 * 1024;
/** The recorder stops by itself after this long, so a forgotten recording stays under the size cap. */
export const MAX_RECORDING_SECONDS = 30 * 60;
/** The multipart field that carries the recording. */
export const VOICE_NOTE_FILE_FIELD = 'audio';

/**
 * POST /api/voice-notes form fields besides the audio. They arrive as multipart text, hence the
 * coercion; the recorder sends the same names. The user is the session's, never a field.
 */
export const voiceNoteUploadSchema = z.strictObject({
  meeting_id: z.uuid(),
  // A minute of slack past the recorder's own stop, for the moment the stop takes.
  duration_seconds: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_RECORDING_SECONDS + 60),
  language: z.literal(VOICE_NOTE_LANGUAGE).default(VOICE_NOTE_LANGUAGE),
});
export type VoiceNoteUpload = z.input<typeof voiceNoteUploadSchema>;

export const voiceNoteListQuery = z.object({ meeting_id: z.uuid() });

/** One recording as 'Previous Recordings' shows it. */
export const voiceNoteSchema = z.object({
  id: z.uuid(),
  meeting_id: z.uuid(),
  user: z.object({ id: z.uuid(), full_name: z.string() }),
  created_at: z.string(),
  duration_seconds: z.number().int(),
  transcript: z.string().nullable(),
  summary: z.string().nullable(),
  transcript_status: z.enum(TRANSCRIPT_STATUSES),
  /** Where the recording is played from (GET, same origin, signed in). */
  audio_url: z.string(),
  can: z.object({ delete: z.boolean() }),
});
export type VoiceNote = z.infer<typeof voiceNoteSchema>;
