// The admin's Auto-schedule of a project (decision 008): the preview, and applying it. Applying
// refreshes the grid, the meeting lists, the project counts and the dashboard.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoScheduleApplied, AutoSchedulePreview } from '../../../core/schemas/auto-schedule.ts';
import { api } from '../../lib/api.ts';

/** Plans a preview; a mutation, since every press plans afresh on the grid as it is. */
export function usePreviewAutoSchedule(projectId: string) {
  return useMutation({
    mutationFn: () => api.post<AutoSchedulePreview>(`/api/projects/${projectId}/auto-schedule/preview`, {}),
  });
}

export function useApplyAutoSchedule(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fingerprint: string) =>
      api.post<AutoScheduleApplied>(`/api/projects/${projectId}/auto-schedule/apply`, { fingerprint }),
    onSettled: () =>
      Promise.all(
        ['schedule', 'meetings', 'projects', 'dashboard', 'wishes'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
