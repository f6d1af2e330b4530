// Interpreter notes: the interpreter's meetings with their notes, one meeting's notes, and saving
// a note (create or update; docs/rules.md#interpreters).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InterpreterMeeting,
  InterpreterNote,
  InterpreterNoteInput,
  MeetingNotes,
} from '../../../core/schemas/interpreter-note.ts';
import { api } from '../../lib/api.ts';
import { queuedWrite } from '../../lib/offline-queue/index.ts';
import { usePagedArray } from '../../lib/paged-list.ts';

export const interpreterNoteKeys = {
  all: ['interpreter-notes'] as const,
  list: ['interpreter-notes', 'list'] as const,
  meeting: (id: string) => ['interpreter-notes', 'meeting', id] as const,
};

/** The interpreter's confirmed and completed meetings, newest first, each with their note, a page at a time. */
export function useInterpreterMeetings() {
  return usePagedArray<InterpreterMeeting>(interpreterNoteKeys.list, '/api/interpreter-notes');
}

/** A meeting's notes: all of them for an admin, their own for its interpreter. */
export function useMeetingNotes(meetingId: string) {
  return useQuery({
    queryKey: interpreterNoteKeys.meeting(meetingId),
    queryFn: () => api.get<MeetingNotes>(`/api/interpreter-notes/meetings/${meetingId}`),
  });
}

/** Saves the interpreter's note on a meeting; the list and the meeting's notes reload. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    // Through the offline queue, also without the network: it waits there and is sent later
    // (docs/rules.md#offline-writes); TanStack Query would only hold it in memory.
    networkMode: 'always',
    mutationFn: ({ meetingId, input }: { meetingId: string; input: InterpreterNoteInput }) =>
      queuedWrite<InterpreterNote>({
        method: 'PUT',
        url: `/api/interpreter-notes/meetings/${meetingId}`,
        body: input,
        kind: 'note',
        target: meetingId,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interpreterNoteKeys.all }),
  });
}
