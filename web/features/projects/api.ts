import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../core/schemas/project';
import { api } from '../../lib/api';

/** Projects the user may see, optionally of one status. */
export function useProjects(status?: Project['status']) {
  return useQuery({
    queryKey: ['projects', { status }],
    queryFn: () => api.get<Project[]>(`/api/projects${status ? `?status=${status}` : ''}`),
  });
}
