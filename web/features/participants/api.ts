// A project's participants and the people who could join it (the Add Participants modal).
// Their keys live under the project's own key, so refreshing a project refreshes them too.
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { Candidate, Participant, ParticipantChanges, ParticipantRole } from '../../../core/schemas/participant.ts';
import { api } from '../../lib/api.ts';
import { projectKeys, useInvalidateProjects } from '../projects/api.ts';

export const participantKeys = {
  list: (projectId: string) => [...projectKeys.detail(projectId), 'participants'] as const,
  candidates: (projectId: string, role: ParticipantRole) =>
    [...projectKeys.detail(projectId), 'candidates', role] as const,
};

/** Everyone taking part in a project. */
export function useParticipants(projectId: string) {
  return useQuery({
    queryKey: participantKeys.list(projectId),
    queryFn: () => api.get<Participant[]>(`/api/projects/${projectId}/participants`),
  });
}

/** Active people of each role who could take part (admin), loaded together while `enabled`. */
export function useCandidates(projectId: string, roles: readonly ParticipantRole[], enabled: boolean) {
  return useQueries({
    queries: roles.map((role) => ({
      queryKey: participantKeys.candidates(projectId, role),
      queryFn: () => api.get<Candidate[]>(`/api/projects/${projectId}/candidates?role=${role}`),
      enabled,
    })),
  });
}

/** Adds and removes participants in one all-or-nothing request. */
export function useSaveParticipants(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (changes: ParticipantChanges) =>
      api.put<{ added: number; removed: number }>(`/api/projects/${projectId}/participants`, changes),
    onSuccess: invalidate,
  });
}

export function useRemoveParticipant(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (participantId: string) => api.delete<void>(`/api/projects/${projectId}/participants/${participantId}`),
    // On failure too: someone else may have removed them already.
    onSettled: invalidate,
  });
}
