// Running late and at the table (docs/rules.md#running-late-and-at-the-table): the signals of the
// caller's meetings that still hold, saying one's own and withdrawing it. The notification stream's
// 'meeting_signal' events read them again, so the others' screens show a signal at once.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeetingSignal, MeetingSignalInput } from '../../../core/schemas/meeting-signal.ts';
import { api } from '../../lib/api.ts';

export const meetingSignalKeys = { all: ['meeting-signals'] as const };

/**
 * The signals of the caller's meetings whose window is open now, newest first (an organiser's: the
 * newest 200); of one meeting with `meetingId`, as its page asks, since an organiser sees every meeting.
 */
export function useMeetingSignals({ enabled = true, meetingId }: { enabled?: boolean; meetingId?: string } = {}) {
  return useQuery({
    queryKey: [...meetingSignalKeys.all, meetingId ?? 'mine'],
    queryFn: () =>
      api.get<MeetingSignal[]>(
        meetingId ? `/api/meeting-signals?meeting_id=${encodeURIComponent(meetingId)}` : '/api/meeting-signals',
      ),
    enabled,
    // A signal stops holding when its meeting ends; the next read, at most a minute on, drops it.
    refetchInterval: 60_000,
  });
}

/** The others' signals about one meeting (never the caller's own), newest first. */
export function othersSignals(signals: MeetingSignal[] | undefined, meetingId: string, myId: string | undefined) {
  return (signals ?? []).filter((s) => s.meeting_id === meetingId && s.user.id !== myId);
}

/** A 'meeting_signal' event of the notification stream: it names the meeting only, so all are read again. */
export function onMeetingSignalEvent(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: meetingSignalKeys.all });
}

const url = (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}/signal`;

/** Says "running late" or "at the table" (replacing one's earlier word), or withdraws it (`null`). */
export function useSendSignal(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeetingSignalInput | null) =>
      input ? api.put<MeetingSignal>(url(meetingId), input) : api.delete(url(meetingId)),
    onSettled: () => onMeetingSignalEvent(queryClient),
  });
}
