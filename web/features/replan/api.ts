// Re-planning a project's agreed meetings for fewer breaks (docs/rules.md#re-planning-for-fewer-breaks):
// the preview, and applying it. Applying refreshes the grid, the meeting lists and the dashboard.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplanApplied, ReplanPreview } from '../../../core/schemas/replan.ts';
import { api } from '../../lib/api.ts';

export interface ReplanChoice {
  /** The days to re-plan; absent: every day of the project. */
  dates?: string[];
  keepIds: string[];
  /** The most breaks one person may get on a day that allows it. */
  maxBreaks: number;
}

const body = (c: ReplanChoice) => ({
  ...(c.dates ? { dates: c.dates } : {}),
  keep_ids: c.keepIds,
  max_breaks_per_person: c.maxBreaks,
});

/** Plans a preview; a mutation, since every press plans afresh on the grid as it is. */
export function usePreviewReplan(projectId: string) {
  return useMutation({
    mutationFn: (choice: ReplanChoice) =>
      api.post<ReplanPreview>(`/api/projects/${projectId}/replan/preview`, body(choice)),
  });
}

/** Applies the preview of `fingerprint` with the same choice; refused when the grid changed since. */
export function useApplyReplan(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fingerprint, choice }: { fingerprint: string; choice: ReplanChoice }) =>
      api.post<ReplanApplied>(`/api/projects/${projectId}/replan/apply`, { fingerprint, ...body(choice) }),
    onSettled: () =>
      Promise.all(
        ['schedule', 'meetings', 'dashboard', 'notifications'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
