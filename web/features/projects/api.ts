// Projects: query keys, fetchers and the admin's create, update and delete. Every change
// invalidates ['projects'] (lists, details and their participants) and the dashboard's counts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectInput } from '../../../core/schemas/project.ts';
import { api } from '../../lib/api.ts';

export const projectKeys = {
  all: ['projects'] as const,
  list: (status?: Project['status']) => ['projects', 'list', { status }] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};

/** Projects the user may see, optionally of one status. */
export function useProjects(status?: Project['status']) {
  return useQuery({
    queryKey: projectKeys.list(status),
    queryFn: () => api.get<Project[]>(`/api/projects${status ? `?status=${status}` : ''}`),
  });
}

/** One project; fails with a 404 ApiError when it is missing or not visible to the user. */
export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => api.get<Project>(`/api/projects/${encodeURIComponent(id)}`),
  });
}

/** Invalidates every project query and the admin dashboard's totals. */
export function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (input: ProjectInput) => api.post<Project>('/api/projects', input),
    onSuccess: invalidate,
  });
}

export function useUpdateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProjectInput }) => api.put<Project>(`/api/projects/${id}`, input),
    // On failure too: the project may have been changed or deleted by someone else.
    onSettled: invalidate,
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/projects/${id}`),
    onSuccess: (_data, id) => {
      // The deleted project's own queries would only answer 404 now.
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
    },
    onSettled: invalidate,
  });
}
