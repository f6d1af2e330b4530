// A project's categories and request settings: the admin's save (docs/rules.md#matchmaking).
import { useMutation } from '@tanstack/react-query';
import type { Project, ProjectMatchmakingInput } from '../../../core/schemas/project.ts';
import { api } from '../../lib/api.ts';
import { useInvalidateProjects } from './api.ts';

export function useUpdateMatchmaking() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProjectMatchmakingInput }) =>
      api.put<Project>(`/api/projects/${encodeURIComponent(id)}/matchmaking`, input),
    onSettled: invalidate,
  });
}
