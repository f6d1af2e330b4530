// A project's background jobs (docs/decisions/043-background-jobs.md): the organiser starts one
// (every agenda, every badge, an export), the list is polled while a job is under way, and a
// finished job's file is a plain link the browser saves under the server's name.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BackgroundJob,
  type StartBackgroundJob,
  UNFINISHED_JOB_STATUSES,
} from '../../../core/schemas/background-job.ts';
import { api } from '../../lib/api.ts';
import { projectKeys } from '../projects/api.ts';

/** The jobs the card shows: the newest few are what an organiser is waiting for. */
const SHOWN = 10;
/** How often the list is read again while a job is queued or running. */
const POLL_MS = 1000;

export const jobKeys = {
  list: (projectId: string) => [...projectKeys.detail(projectId), 'background-jobs'] as const,
};

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/background-jobs`;

export const isUnfinished = (job: BackgroundJob) => (UNFINISHED_JOB_STATUSES as readonly string[]).includes(job.status);

export function useProjectJobs(projectId: string) {
  return useQuery({
    queryKey: jobKeys.list(projectId),
    queryFn: () => api.get<{ jobs: BackgroundJob[] }>(`${base(projectId)}?limit=${SHOWN}`),
    refetchInterval: (query) => (query.state.data?.jobs.some(isUnfinished) ? POLL_MS : false),
  });
}

/** Starts a job; the list shows it at once and follows it. */
export function useStartJob(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartBackgroundJob) => api.post<BackgroundJob>(base(projectId), body),
    onSuccess: (job) => {
      queryClient.setQueryData<{ jobs: BackgroundJob[] }>(jobKeys.list(projectId), (old) => ({
        jobs: [job, ...(old?.jobs ?? []).filter((j) => j.id !== job.id)],
      }));
      return queryClient.invalidateQueries({ queryKey: jobKeys.list(projectId) });
    },
  });
}

export function useCancelJob(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.post<BackgroundJob>(`${base(projectId)}/${encodeURIComponent(jobId)}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.list(projectId) }),
  });
}

export const jobFileUrl = (projectId: string, jobId: string) => `${base(projectId)}/${encodeURIComponent(jobId)}/file`;
