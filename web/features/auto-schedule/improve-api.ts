// "Improve further" on the admin's Auto-schedule (docs/decisions/039-improve-further.md): start a
// longer search from the preview, follow it, cancel it. The server announces each step on the
// user's event stream (web/features/notifications/api.ts calls onImproveEvent), which reads the run
// again; a slow poll covers a stream that is down.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoScheduleImprove } from '../../../core/schemas/auto-schedule-improve.ts';
import { api } from '../../lib/api.ts';

const improveKey = (runId: string) => ['auto-schedule-improve', runId];
/** How often a running search is read when no event came (the stream is the quick way). */
const FALLBACK_POLL_MS = 5_000;

const base = (projectId: string) => `/api/projects/${projectId}/auto-schedule/improve`;

/** Starts improving the preview of `fingerprint` (planned with `maxBreaks`) for `seconds`. */
export function useStartImprove(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { fingerprint: string; maxBreaks: number; seconds?: number }) =>
      api.post<AutoScheduleImprove>(base(projectId), {
        fingerprint: body.fingerprint,
        max_breaks_per_person: body.maxBreaks,
        ...(body.seconds ? { seconds: body.seconds } : {}),
      }),
    onSuccess: (run) => queryClient.setQueryData(improveKey(run.id), run),
  });
}

/** The run as it stands; read again on each event of it, and every few seconds while it runs. */
export function useImproveRun(projectId: string, runId: string | undefined) {
  return useQuery({
    queryKey: improveKey(runId ?? ''),
    queryFn: () => api.get<AutoScheduleImprove>(`${base(projectId)}/${runId}`),
    enabled: !!runId,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? FALLBACK_POLL_MS : false),
  });
}

/** Stops the run; its best plan so far stays the one Apply writes. */
export function useCancelImprove(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) => api.post<AutoScheduleImprove>(`${base(projectId)}/${runId}/cancel`),
    onSuccess: (run) => queryClient.setQueryData(improveKey(run.id), run),
  });
}

/** An `auto_schedule_improve` event of the user's stream: the run it names is read again. */
export function onImproveEvent(queryClient: QueryClient, data: string) {
  try {
    const { run_id } = JSON.parse(data) as { run_id?: unknown };
    if (typeof run_id === 'string') void queryClient.invalidateQueries({ queryKey: improveKey(run_id) });
  } catch {
    // Not an event of ours: nothing to read again.
  }
}
