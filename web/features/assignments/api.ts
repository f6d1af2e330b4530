// Volunteer assignments: the list, the volunteer's answers, and the admin's create / edit / delete
// (docs/rules.md#assignment-statuses).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignmentAction } from '../../../core/rules/assignments.ts';
import type { Assignment, AssignmentInput, AssignmentOptions } from '../../../core/schemas/assignment.ts';
import { api } from '../../lib/api.ts';
import { PICKER_LIMIT, usePagedArray } from '../../lib/paged-list.ts';

export const assignmentKeys = {
  all: ['assignments'] as const,
  list: ['assignments', 'list'] as const,
  options: ['assignments', 'options'] as const,
};

/** The assignments the user may see, by date and start time. */
export function useAssignments() {
  return usePagedArray<Assignment>(assignmentKeys.list, '/api/assignments');
}

/** Admins: the volunteers matching the search `q` and the projects, for the form; fetched while it is open. */
export function useAssignmentOptions(enabled: boolean, q: string) {
  return useQuery({
    queryKey: [...assignmentKeys.options, q],
    queryFn: () =>
      api.get<AssignmentOptions>(`/api/assignments/options?${new URLSearchParams({ q, limit: String(PICKER_LIMIT) })}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The list and the volunteer dashboard's My Assignments move together. */
function useInvalidateAssignments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assignmentKeys.list }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

/** Accept, Decline or Complete. A refusal also refreshes: the status may have changed meanwhile. */
export function useAssignmentAction() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AssignmentAction }) =>
      api.post<Assignment>(`/api/assignments/${id}/${action}`),
    onSettled: () => invalidate(),
  });
}

/** Creates an assignment (no id) or changes one (with its id). */
export function useSaveAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AssignmentInput }) =>
      id ? api.put<Assignment>(`/api/assignments/${id}`, input) : api.post<Assignment>('/api/assignments', input),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/assignments/${id}`),
    onSettled: () => invalidate(),
  });
}
