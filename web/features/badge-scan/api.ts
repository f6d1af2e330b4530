// The badge scanner's calls (docs/rules.md#scanning-badges): check a person in, search the
// project's people for the fallback field, and the caller's own recent scans.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BadgeScanInput, BadgeScanResult, RecentScan, ScanCandidate } from '../../../core/schemas/badge-scan.ts';
import { api } from '../../lib/api.ts';

export const badgeScanKeys = {
  all: (projectId: string) => ['badge-scans', projectId] as const,
  recent: (projectId: string) => ['badge-scans', projectId, 'recent'] as const,
  people: (projectId: string, q: string) => ['badge-scans', projectId, 'people', q] as const,
};

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/badge-scans`;

/** Checks a person in (their current meeting, else the event); the recent list and searches read anew. */
export function useCheckInPerson(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BadgeScanInput) => api.post<BadgeScanResult>(base(projectId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: badgeScanKeys.all(projectId) }),
  });
}

/** The caller's own latest check-ins in the project, newest first. */
export function useRecentScans(projectId: string) {
  return useQuery({ queryKey: badgeScanKeys.recent(projectId), queryFn: () => api.get<RecentScan[]>(base(projectId)) });
}

/** People of the project whose name, company or e-mail holds `q` (nothing asked for a blank one). */
export function useScanPeople(projectId: string, q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: badgeScanKeys.people(projectId, query),
    queryFn: () => api.get<ScanCandidate[]>(`${base(projectId)}/people?q=${encodeURIComponent(query)}`),
    enabled: query.length > 0,
  });
}
