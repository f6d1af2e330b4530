// A person's availability in a project (docs/rules.md#availability): reading it and marking slots,
// half-days or days away. A change also refreshes the schedule grid, whose assign modal reads it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Availability, AvailabilityChange } from '../../../core/schemas/availability.ts';
import { api } from '../../lib/api.ts';
import { projectKeys } from '../projects/api.ts';

export const availabilityKeys = {
  person: (projectId: string, userId?: string) =>
    [...projectKeys.detail(projectId), 'availability', userId ?? 'me'] as const,
};

const url = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/availability`;

/** The availability of `userId` (admins), else the caller's own. */
export function useAvailability(projectId: string | undefined, userId?: string) {
  return useQuery({
    queryKey: availabilityKeys.person(projectId ?? '', userId),
    queryFn: () => api.get<Availability>(`${url(projectId ?? '')}${userId ? `?user=${userId}` : ''}`),
    enabled: !!projectId,
  });
}

/** Marks (available: false) or unmarks slots; the answer is the person's availability afterwards. */
export function useChangeAvailability(projectId: string, userId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AvailabilityChange) => api.put<Availability>(url(projectId), { ...change, user_id: userId }),
    onSuccess: (next) => queryClient.setQueryData(availabilityKeys.person(projectId, userId), next),
    // Several quick clicks may answer out of order: the last read settles it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKeys.person(projectId, userId) }),
        queryClient.invalidateQueries({ queryKey: ['schedule'] }),
      ]),
  });
}
