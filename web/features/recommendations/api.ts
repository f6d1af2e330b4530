// Recommendations (docs/rules.md#matchmaking): the signed-in buyer's or seller's ranked
// counterparts in a project, "not interested" and its undo, and the organiser's match counts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchCounts, Recommendations } from '../../../core/schemas/recommendation.ts';
import { api } from '../../lib/api.ts';

export const recommendationKeys = {
  all: ['recommendations'] as const,
  list: (projectId: string) => ['recommendations', 'list', projectId] as const,
  counts: (projectId: string) => ['recommendations', 'counts', projectId] as const,
};

/** The people recommended to the signed-in buyer or seller in a project, best first. */
export function useRecommendations(projectId: string, limit = 20) {
  return useQuery({
    queryKey: recommendationKeys.list(projectId),
    queryFn: () => api.get<Recommendations>(`/api/projects/${projectId}/recommendations?limit=${limit}`),
  });
}

/** Marks a person "not interested" (`dismissed`) or takes it back; the list refreshes after. */
export function useDismissRecommendation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, dismissed }: { personId: string; dismissed: boolean }) => {
      const url = `/api/projects/${projectId}/recommendations/${personId}/dismiss`;
      return dismissed ? api.post<void>(url) : api.delete<void>(url);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: recommendationKeys.list(projectId) }),
  });
}

/** Admins: how many good matches each buyer and seller of the project has. */
export function useMatchCounts(projectId: string, enabled = true) {
  return useQuery({
    queryKey: recommendationKeys.counts(projectId),
    queryFn: () => api.get<MatchCounts>(`/api/projects/${projectId}/match-counts`),
    enabled,
  });
}
