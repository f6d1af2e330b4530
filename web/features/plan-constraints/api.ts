// The organiser's asks of the auto-schedule (docs/rules.md#fixed-meetings-and-precedences): the
// project's fixed meetings and precedences, adding and removing them. A change refreshes the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FixedMeeting,
  FixedMeetingInput,
  PlanConstraints,
  Precedence,
  PrecedenceInput,
} from '../../../core/schemas/plan-constraints.ts';
import { api } from '../../lib/api.ts';

export const planConstraintKeys = { list: (projectId: string) => ['plan-constraints', projectId] as const };

/** Everything the organiser asked of the project's plan. */
export function usePlanConstraints(projectId: string) {
  return useQuery({
    queryKey: planConstraintKeys.list(projectId),
    queryFn: () => api.get<PlanConstraints>(`/api/projects/${projectId}/plan-constraints`),
  });
}

/** One mutation of the asks, refreshing the list once it settled. */
function useAskMutation<I, O>(projectId: string, send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: planConstraintKeys.list(projectId) }),
  });
}

export function useAddFixedMeeting(projectId: string) {
  return useAskMutation(projectId, (input: FixedMeetingInput) =>
    api.post<FixedMeeting>(`/api/projects/${projectId}/fixed-meetings`, input),
  );
}

export function useRemoveFixedMeeting(projectId: string) {
  return useAskMutation(projectId, (id: string) => api.delete<void>(`/api/projects/${projectId}/fixed-meetings/${id}`));
}

export function useAddPrecedence(projectId: string) {
  return useAskMutation(projectId, (input: PrecedenceInput) =>
    api.post<Precedence>(`/api/projects/${projectId}/precedences`, input),
  );
}

export function useRemovePrecedence(projectId: string) {
  return useAskMutation(projectId, (id: string) => api.delete<void>(`/api/projects/${projectId}/precedences/${id}`));
}
