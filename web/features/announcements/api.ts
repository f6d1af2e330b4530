// Announcements (docs/rules.md#announcements): a project's list as the caller may see it, posting,
// removing and marking one read. The notification stream's 'announcement' events refresh them all.
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementCreate } from '../../../core/schemas/announcement.ts';
import { api } from '../../lib/api.ts';

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (projectId: string) => ['announcements', projectId] as const,
};

const fetchList = (projectId: string) =>
  api.get<{ items: Announcement[] }>(`/api/projects/${projectId}/announcements`).then((r) => r.items);

export function useAnnouncements(projectId: string) {
  return useQuery({ queryKey: announcementKeys.list(projectId), queryFn: () => fetchList(projectId) });
}

/** The announcements of several projects (a participant's dashboard), newest first, and whether all came. */
export function useAnnouncementsOf(projectIds: readonly string[]) {
  return useQueries({
    queries: projectIds.map((id) => ({ queryKey: announcementKeys.list(id), queryFn: () => fetchList(id) })),
    combine: (results) => ({
      items: results
        .flatMap((r) => r.data ?? [])
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id)),
      isError: results.some((r) => r.isError),
    }),
  });
}

function useInvalidating<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export const usePostAnnouncement = (projectId: string) =>
  useInvalidating((input: AnnouncementCreate) =>
    api.post<Announcement>(`/api/projects/${projectId}/announcements`, input),
  );

export const useRemoveAnnouncement = (projectId: string) =>
  useInvalidating((id: string) => api.delete<void>(`/api/projects/${projectId}/announcements/${id}`));

export const useMarkAnnouncementRead = () =>
  useInvalidating((id: string) => api.post<void>(`/api/announcements/${id}/read`));
