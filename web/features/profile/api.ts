import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdateInput } from '../../../core/schemas/profile.ts';
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
