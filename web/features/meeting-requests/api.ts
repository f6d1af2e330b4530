// Meeting requests: the lists, the Request Meeting pickers, asking, cancelling, approving and
// declining (docs/rules.md#meeting-requests).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Counterpart,
  MeetingRequest,
  MeetingRequestFilter,
  MeetingRequestInput,
  MeetingRequestRejectInput,
  RequestProject,
} from '../../../core/schemas/meeting-request.ts';
import { api } from '../../lib/api.ts';
import { PICKER_LIMIT, usePagedArray } from '../../lib/paged-list.ts';

export const meetingRequestKeys = {
  all: ['meeting-requests'] as const,
  list: (filter: MeetingRequestFilter) => ['meeting-requests', 'list', filter] as const,
  projects: ['meeting-requests', 'projects'] as const,
  counterparts: (project: string) => ['meeting-requests', 'counterparts', project] as const,
};

/** The user's requests, sent, received or both, newest first, a page at a time. */
export function useMeetingRequests(filter: MeetingRequestFilter) {
  return usePagedArray<MeetingRequest>(meetingRequestKeys.list(filter), `/api/meeting-requests?filter=${filter}`);
}

/** The active projects the user takes part in (Request Meeting lists only those). */
export function useRequestProjects({ enabled = true } = {}) {
  return useQuery({
    queryKey: meetingRequestKeys.projects,
    queryFn: () => api.get<RequestProject[]>('/api/meeting-requests/projects'),
    enabled,
  });
}

const counterpartsUrl = (project: string, params: Record<string, string>) =>
  `/api/meeting-requests/counterparts?${new URLSearchParams({ project, ...params })}`;

/**
 * Whom the user may ask in a project (the opposite role among its active participants): the first
 * matches of the search `q`, and whether more match (the picker asks for more text then).
 */
export function useCounterparts(project: string | undefined, q: string) {
  return useQuery({
    queryKey: [...meetingRequestKeys.counterparts(project ?? ''), q],
    queryFn: () => api.getPage<Counterpart>(counterpartsUrl(project ?? '', { q, limit: String(PICKER_LIMIT) })),
    enabled: !!project,
    placeholderData: keepPreviousData,
  });
}

/** One person the user may ask in a project (a choice made on another screen), or null when they may not. */
export function useCounterpart(project: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: [...meetingRequestKeys.counterparts(project ?? ''), 'id', id ?? ''],
    queryFn: async () =>
      (await api.getPage<Counterpart>(counterpartsUrl(project ?? '', { id: id ?? '' }))).items[0] ?? null,
    enabled: !!project && !!id,
  });
}

/** Requests move the lists, the dashboard's pending requests and, once approved, the meetings. */
function useInvalidateRequests() {
  const queryClient = useQueryClient();
  return (meetingsToo = false) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meetingRequestKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ...(meetingsToo ? [queryClient.invalidateQueries({ queryKey: ['meetings'] })] : []),
    ]);
}

export function useCreateMeetingRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (input: MeetingRequestInput) => api.post<MeetingRequest>('/api/meeting-requests', input),
    onSuccess: () => invalidate(),
  });
}

/** Approve creates the meeting. A refusal refreshes too: the request may have changed. */
export function useApproveRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (id: string) => api.post<MeetingRequest>(`/api/meeting-requests/${id}/approve`),
    onSettled: () => invalidate(true),
  });
}

/** Decline with one of DECLINE_REASONS and an optional note (needed with 'other'). */
export function useRejectRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & MeetingRequestRejectInput) =>
      api.post<MeetingRequest>(`/api/meeting-requests/${id}/reject`, body),
    onSettled: () => invalidate(),
  });
}

/** The requester takes back a pending request; it frees one of their pending requests. */
export function useCancelRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (id: string) => api.post<MeetingRequest>(`/api/meeting-requests/${id}/cancel`),
    onSettled: () => invalidate(),
  });
}
