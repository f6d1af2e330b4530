// A project's participants and the people who could join it (the Add Participants modal).
// Their keys live under the project's own key, so refreshing a project refreshes them too.
import { keepPreviousData, useInfiniteQuery, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { LIST_PAGE_MAX } from '../../../core/rules/list-pages.ts';
import type {
  Candidate,
  Participant,
  ParticipantChanges,
  ParticipantPage,
  ParticipantRole,
} from '../../../core/schemas/participant.ts';
import { api } from '../../lib/api.ts';
import { readAllPages } from '../../lib/paged-list.ts';
import { projectKeys, useInvalidateProjects } from '../projects/api.ts';

export const participantKeys = {
  list: (projectId: string) => [...projectKeys.detail(projectId), 'participants'] as const,
  pages: (projectId: string, q: string) => [...projectKeys.detail(projectId), 'participants', 'pages', q] as const,
  candidates: (projectId: string, role: ParticipantRole) =>
    [...projectKeys.detail(projectId), 'candidates', role] as const,
};

const pageUrl = (projectId: string, params: Record<string, string>) =>
  `/api/projects/${projectId}/participants?${new URLSearchParams(params)}`;

/**
 * Everyone taking part in a project, for the pickers that choose one of them: read in pages of the
 * most a request may hold, one after the other (docs/decisions/041-bounded-lists.md).
 */
export function useParticipants(projectId: string) {
  return useQuery({
    queryKey: participantKeys.list(projectId),
    queryFn: async () => {
      const all: Participant[] = [];
      let cursor: string | null = null;
      do {
        const params: Record<string, string> = { limit: String(LIST_PAGE_MAX) };
        if (cursor) params.cursor = cursor;
        const page: ParticipantPage = await api.get<ParticipantPage>(pageUrl(projectId, params));
        all.push(...page.items);
        cursor = page.next_cursor;
      } while (cursor);
      return all;
    },
  });
}

/**
 * The organiser's participant list: pages of those matching `q` (name, e-mail or company, searched
 * on the server), the next one fetched as the list scrolls; the previous search's rows stay while
 * a new search loads.
 */
export function useParticipantPages(projectId: string, q: string) {
  return useInfiniteQuery({
    queryKey: participantKeys.pages(projectId, q),
    queryFn: ({ pageParam }) =>
      api.get<ParticipantPage>(pageUrl(projectId, { q, limit: '100', ...(pageParam ? { cursor: pageParam } : {}) })),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Active people of each role who could take part (admin), loaded together while `enabled`. */
export function useCandidates(projectId: string, roles: readonly ParticipantRole[], enabled: boolean) {
  return useQueries({
    queries: roles.map((role) => ({
      queryKey: participantKeys.candidates(projectId, role),
      // The modal offers every candidate: all pages, in turn.
      queryFn: () => readAllPages<Candidate>(`/api/projects/${projectId}/candidates?role=${role}`),
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
