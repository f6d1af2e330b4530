// Request health (docs/rules.md#report): each active project's figures for the admin dashboard, and
// "Nudge now", which refreshes the report and the dashboard that show them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NudgeResult, ProjectRequestHealth } from '../../../core/schemas/request-health.ts';
import { api } from '../../lib/api.ts';
import { dashboardKeys } from '../dashboard/api.ts';
import { projectKeys } from '../projects/api.ts';

export const requestHealthKeys = {
  dashboard: [...dashboardKeys.all, 'request-health'] as const,
};

/** The request health of every active project (admins). */
export function useActiveRequestHealth() {
  return useQuery({
    queryKey: requestHealthKeys.dashboard,
    queryFn: () => api.get<ProjectRequestHealth[]>('/api/dashboard/request-health'),
  });
}

/** Nudges the targets of the project's requests waiting over 48 hours, at once. */
export function useNudgeNow(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NudgeResult>(`/api/projects/${encodeURIComponent(projectId)}/request-health/nudge`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestHealthKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: [...projectKeys.detail(projectId), 'report'] }),
      ]),
  });
}
