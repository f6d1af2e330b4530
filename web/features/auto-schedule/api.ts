// The admin's Auto-schedule of a project (decision 008): the preview, and applying it. Applying
// refreshes the grid, the meeting lists, the project counts and the dashboard.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoScheduleApplied, AutoSchedulePreview } from '../../../core/schemas/auto-schedule.ts';
import { api } from '../../lib/api.ts';

/** Plans a preview; a mutation, since every press plans afresh on the grid as it is. */
export function usePreviewAutoSchedule(projectId: string) {
  return useMutation({
    mutationFn: (maxBreaks: number) =>
      api.post<AutoSchedulePreview>(`/api/projects/${projectId}/auto-schedule/preview`, {
        max_breaks_per_person: maxBreaks,
      }),
  });
}

/** Applies the preview of `fingerprint`, planned with the same fairness limit if planned again. */
export function useApplyAutoSchedule(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fingerprint, maxBreaks }: { fingerprint: string; maxBreaks: number }) =>
      api.post<AutoScheduleApplied>(`/api/projects/${projectId}/auto-schedule/apply`, {
        fingerprint,
        max_breaks_per_person: maxBreaks,
      }),
    onSettled: () =>
      Promise.all(
        ['schedule', 'meetings', 'projects', 'dashboard', 'wishes'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
