// A meeting's voice notes: the list (polled while a transcript is being made, so it updates when
// the job finishes), the upload of a recording, and removal.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VOICE_NOTE_FILE_FIELD,
  VOICE_NOTE_LANGUAGE,
  type VoiceNote,
  voiceNoteUploadSchema,
} from '../../../core/schemas/voice-note.ts';
import { ApiError, api } from '../../lib/api.ts';

/** How often the list is read again while any note waits for its transcript. */
export const PENDING_POLL_MS = 2000;

export const voiceNoteKeys = {
  all: ['voice-notes'] as const,
  list: (meetingId: string) => ['voice-notes', meetingId] as const,
};

/** The meeting's notes, newest first. */
export function useVoiceNotes(meetingId: string) {
  return useQuery({
    queryKey: voiceNoteKeys.list(meetingId),
    queryFn: () => api.get<VoiceNote[]>(`/api/voice-notes?meeting_id=${encodeURIComponent(meetingId)}`),
    refetchInterval: (query) =>
      query.state.data?.some((n) => n.transcript_status === 'pending') ? PENDING_POLL_MS : false,
  });
}

export interface Recording {
  meetingId: string;
  blob: Blob;
  durationSeconds: number;
}

/** The file name a recording is sent under: the time it was made. */
const fileName = (blob: Blob) => {
  const ext = blob.type.includes('ogg') ? 'ogg' : blob.type.includes('mp4') ? 'm4a' : 'webm';
  return `recording-${new Date().toISOString().replace(/[:.]/g, '-')}.${ext}`;
};

/** POST /api/voice-notes as multipart: the same fields the route's schema reads, then the audio. */
export async function uploadVoiceNote({ meetingId, blob, durationSeconds }: Recording): Promise<VoiceNote> {
  const fields = voiceNoteUploadSchema.parse({
    meeting_id: meetingId,
    duration_seconds: Math.round(durationSeconds),
    language: VOICE_NOTE_LANGUAGE,
  });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append(VOICE_NOTE_FILE_FIELD, blob, fileName(blob));
  let res: Response;
  try {
    res = await fetch('/api/voice-notes', { method: 'POST', credentials: 'same-origin', body });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error');
  }
  const data = await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = data?.error;
    throw new ApiError(res.status, err?.code ?? 'internal_error', err?.message ?? res.statusText, err?.details);
  }
  return data as VoiceNote;
}

/** Uploads a recording; the list shows it at once. */
export function useUploadVoiceNote(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recording: Omit<Recording, 'meetingId'>) => uploadVoiceNote({ ...recording, meetingId }),
    onSuccess: (note) => {
      queryClient.setQueryData<VoiceNote[]>(voiceNoteKeys.list(meetingId), (old) => [
        note,
        ...(old ?? []).filter((n) => n.id !== note.id),
      ]);
      return queryClient.invalidateQueries({ queryKey: voiceNoteKeys.list(meetingId) });
    },
  });
}

/** Removes a note (its recorder or an admin). */
export function useDeleteVoiceNote(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/voice-notes/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceNoteKeys.list(meetingId) }),
  });
}
