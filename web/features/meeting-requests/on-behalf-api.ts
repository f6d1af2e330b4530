// The organiser acting on behalf of a participant (docs/rules.md#acting-on-behalf): the project's
// requests, sending one for a buyer or seller, accepting or declining for the target, accepting many.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestStatus } from '../../../core/constants.ts';
import type { MeetingRequest, MeetingRequestRejectInput } from '../../../core/schemas/meeting-request.ts';
import type { ApproveManyAnswer, OnBehalfRequestInput } from '../../../core/schemas/meeting-request-on-behalf.ts';
import { api } from '../../lib/api.ts';
import { usePagedArray } from '../../lib/paged-list.ts';
import { meetingRequestKeys } from './api.ts';

export const onBehalfKeys = {
  list: (projectId: string, user?: string, status?: RequestStatus) =>
    [...meetingRequestKeys.all, 'on-behalf', projectId, { user, status }] as const,
};

const base = (projectId: string) => `/api/projects/${projectId}/requests-on-behalf`;

/** The project's requests, or those one person sent or received, newest first, a page at a time. */
export function useProjectRequests(projectId: string, user?: string, status?: RequestStatus) {
  const query = new URLSearchParams({ ...(user && { user }), ...(status && { status }) }).toString();
  return usePagedArray<MeetingRequest>(
    onBehalfKeys.list(projectId, user, status),
    `${base(projectId)}${query ? `?${query}` : ''}`,
  );
}

/** Acting moves the requests, the dashboard's counts and, once accepted, the meetings. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meetingRequestKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['meetings'] }),
    ]);
}

export function useSendRequestFor(projectId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: OnBehalfRequestInput) => api.post<MeetingRequest>(base(projectId), input),
    onSuccess: () => invalidate(),
  });
}

/** A refusal refreshes too: the request may have been answered meanwhile. */
export function useApproveFor(projectId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.post<MeetingRequest>(`${base(projectId)}/${id}/approve`),
    onSettled: () => invalidate(),
  });
}

export function useDeclineFor(projectId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: MeetingRequestRejectInput & { id: string }) =>
      api.post<MeetingRequest>(`${base(projectId)}/${id}/reject`, body),
    onSettled: () => invalidate(),
  });
}

export function useApproveMany(projectId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: string[]) => api.post<ApproveManyAnswer>(`${base(projectId)}/approve-many`, { ids }),
    onSettled: () => invalidate(),
  });
}
