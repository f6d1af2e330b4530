import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryChoices, Profile, ProfileUpdateInput } from '../../../core/schemas/profile.ts';
import { api } from '../../lib/api.ts';
import { sessionQuery } from '../auth/api.ts';

/** Saves one's own profile; the session's copy of the profile is replaced by the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.put<Profile>('/api/profile', input),
    onSuccess: (user) => queryClient.setQueryData(sessionQuery.queryKey, { user }),
  });
}

/**
 * The categories a profile form offers: those of the projects of the signed-in person, or, for an
 * admin editing someone, of that person (docs/rules.md#matchmaking).
 */
export function useCategoryChoices(personId?: string, enabled = true) {
  return useQuery({
    queryKey: ['profile', 'categories', personId ?? 'me'],
    queryFn: async () =>
      (
        await api.get<CategoryChoices>(
          personId ? `/api/people/${encodeURIComponent(personId)}/categories` : '/api/profile/categories',
        )
      ).categories,
    enabled,
    staleTime: 60_000,
  });
}
