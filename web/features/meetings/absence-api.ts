// Marking who did not come to a meeting, or clearing it (docs/rules.md#feedback-and-no-shows).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingAbsence } from '../../../core/constants.ts';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import { api } from '../../lib/api.ts';
import { meetingKeys } from './api.ts';

/**
 * Sets a meeting's absence (null clears it); the answer is the meeting's new detail. A mark moves
 * the meeting's status, so the lists, the schedule grid, the dashboard and the project's counts and
 * report (under 'projects') are read again; a refusal refreshes too, as the meeting may have changed.
 */
export function useMarkAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, absence }: { id: string; absence: MeetingAbsence | null }) =>
      api.post<MeetingDetail>(`/api/meetings/${id}/absence`, { absence }),
    onSuccess: (detail) => queryClient.setQueryData(meetingKeys.detail(detail.id), detail),
    onSettled: () =>
      Promise.all(
        [meetingKeys.all, ['schedule'], ['dashboard'], ['projects']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
