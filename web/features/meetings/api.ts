// Meetings: the list and one meeting, the status actions, delete and check-in (docs/rules.md#meeting-statuses).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CHECK_IN_METHODS } from '../../../core/constants.ts';
import type { MeetingAction, MeetingStatus } from '../../../core/rules/meetings.ts';
import type { Meeting, MeetingDetail } from '../../../core/schemas/meeting.ts';
import { api } from '../../lib/api.ts';
import { queuedWrite } from '../../lib/offline-queue/index.ts';
import { usePagedArray } from '../../lib/paged-list.ts';

export interface MeetingFilters {
  status?: MeetingStatus;
  project?: string;
}

export const meetingKeys = {
  all: ['meetings'] as const,
  list: (filters: MeetingFilters) => ['meetings', filters] as const,
  detail: (id: string) => ['meetings', id] as const,
};

function listUrl({ status, project }: MeetingFilters) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (project) params.set('project', project);
  const query = params.toString();
  return `/api/meetings${query ? `?${query}` : ''}`;
}

export const meetingQuery = (id: string) =>
  queryOptions({ queryKey: meetingKeys.detail(id), queryFn: () => api.get<MeetingDetail>(`/api/meetings/${id}`) });

/**
 * The meetings the user may see, ordered by date and start time, a page at a time (a participant's
 * fit one page). `enabled: false` skips the list, e.g. while the admin works in the schedule grid.
 */
export function useMeetings(filters: MeetingFilters, { enabled = true } = {}) {
  return usePagedArray<Meeting>(meetingKeys.list(filters), listUrl(filters), enabled);
}

/** One meeting with its check-ins and what the user may do with it. */
export function useMeeting(id: string) {
  return useQuery(meetingQuery(id));
}

/** Every change to a meeting moves the lists, the detail, the dashboard counts, and the schedule
 * grid and project counts that leave cancelled meetings out. `except` skips a deleted meeting's
 * own detail, which would only answer 404 now. */
function useInvalidateMeetings() {
  const queryClient = useQueryClient();
  return (except?: string) =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: meetingKeys.all,
        predicate: (q) => except === undefined || q.queryKey[1] !== except,
      }),
      ...[['dashboard'], ['schedule'], ['projects']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
}

/** Confirm, Cancel or Mark Complete. A refusal also refreshes: the status
 * may have changed meanwhile. */
export function useMeetingAction() {
  const invalidate = useInvalidateMeetings();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: MeetingAction }) =>
      api.post<Meeting>(`/api/meetings/${id}/${action}`),
    onSettled: () => invalidate(),
  });
}

/** Deletes a meeting (admin). */
export function useDeleteMeeting() {
  const invalidate = useInvalidateMeetings();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/meetings/${id}`),
    onSuccess: (_data, id) => {
      void invalidate(id);
    },
  });
}

/**
 * Checks the user in to a meeting they take part in; the answer is the meeting's new detail.
 * Without the network it waits in the offline queue (a QueuedWrite error) and is sent later.
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMeetings();
  return useMutation({
    // Through the offline queue, also without the network: it waits there and is sent later
    // (docs/rules.md#offline-writes); TanStack Query would only hold it in memory.
    networkMode: 'always',
    mutationFn: ({ id, method }: { id: string; method: (typeof CHECK_IN_METHODS)[number] }) =>
      queuedWrite<MeetingDetail>({
        method: 'POST',
        url: `/api/meetings/${id}/check-in`,
        body: { method },
        kind: 'check-in',
        target: id,
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(meetingKeys.detail(detail.id), detail);
      return invalidate();
    },
  });
}
