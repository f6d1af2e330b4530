// Companies the organiser keeps apart in a project (docs/rules.md#request-hygiene): the list, the
// company picker's search, adding and removing a pair. Adding closes pending requests between the two,
// so the request lists refresh too.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyExclusion,
  ExclusionCompany,
  ExclusionCreated,
  ExclusionInput,
} from '../../../core/schemas/company-exclusion.ts';
import { api } from '../../lib/api.ts';
import { readAllPages } from '../../lib/paged-list.ts';
import { projectKeys } from '../projects/api.ts';

export const exclusionKeys = {
  list: (projectId: string) => [...projectKeys.detail(projectId), 'exclusions'] as const,
  companies: (projectId: string, q: string) => [...projectKeys.detail(projectId), 'exclusion-companies', q] as const,
};

export function useExclusions(projectId: string) {
  return useQuery({
    queryKey: exclusionKeys.list(projectId),
    // The panel lists every exclusion: all pages, in turn.
    queryFn: () => readAllPages<CompanyExclusion>(`/api/projects/${projectId}/exclusions`),
  });
}

/** Up to 20 companies taking part in the project whose name contains `q`. */
export function useExclusionCompanies(projectId: string, q: string) {
  return useQuery({
    queryKey: exclusionKeys.companies(projectId, q),
    queryFn: () =>
      api.get<ExclusionCompany[]>(`/api/projects/${projectId}/exclusions/companies?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateExclusions(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: exclusionKeys.list(projectId) }),
      queryClient.invalidateQueries({ queryKey: ['meeting-requests'] }),
    ]);
}

export function useAddExclusion(projectId: string) {
  const invalidate = useInvalidateExclusions(projectId);
  return useMutation({
    mutationFn: (input: ExclusionInput) => api.post<ExclusionCreated>(`/api/projects/${projectId}/exclusions`, input),
    onSuccess: invalidate,
  });
}

export function useRemoveExclusion(projectId: string) {
  const invalidate = useInvalidateExclusions(projectId);
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/projects/${projectId}/exclusions/${id}`),
    onSuccess: invalidate,
  });
}
