// Feedback on meetings (docs/rules.md#feedback-and-no-shows): a meeting's answers as the caller may
// see them, giving or changing one's own, and the ended meetings awaiting one's answer.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Feedback, FeedbackInput, MeetingFeedback, PendingFeedback } from '../../../core/schemas/feedback.ts';
import { api } from '../../lib/api.ts';
import { queuedWrite } from '../../lib/offline-queue/index.ts';

export const feedbackKeys = {
  all: ['feedback'] as const,
  meeting: (meetingId: string) => ['feedback', 'meeting', meetingId] as const,
  pending: ['feedback', 'pending'] as const,
};

const url = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}/feedback`;

/** The meeting's answers the caller may see (their own, or both for admins) and whether they may answer now. */
export function useMeetingFeedback(meetingId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: feedbackKeys.meeting(meetingId),
    queryFn: () => api.get<MeetingFeedback>(url(meetingId)),
    enabled,
  });
}

/** The caller's ended meetings still awaiting their answer, latest first. */
export function usePendingFeedback({ enabled = true } = {}) {
  return useQuery({
    queryKey: feedbackKeys.pending,
    queryFn: () => api.get<PendingFeedback[]>('/api/feedback/pending'),
    enabled,
  });
}

/**
 * Gives or changes the caller's own answer; the meeting's card and the pending list read anew.
 * `onSaved` is an option of the mutation, not of one call: the form that saved is replaced by the
 * answer at once, and a call's own callbacks would not outlive it.
 */
export function useSaveFeedback(meetingId: string, onSaved?: (saved: Feedback) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // Through the offline queue, also without the network: it waits there and is sent later
    // (docs/rules.md#offline-writes); TanStack Query would only hold it in memory.
    networkMode: 'always',
    mutationFn: (input: FeedbackInput) =>
      queuedWrite<Feedback>({ method: 'PUT', url: url(meetingId), body: input, kind: 'feedback', target: meetingId }),
    // The card shows the saved answer at once; the read that follows settles the rest.
    onSuccess: (saved) => {
      queryClient.setQueryData<MeetingFeedback>(feedbackKeys.meeting(meetingId), (old) =>
        old ? { ...old, answers: [saved] } : old,
      );
      onSaved?.(saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
