// Forgotten passwords and one-time links (docs/rules.md#invitations).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TokenInfo } from '../../../core/schemas/mail.ts';
import type { Profile } from '../../../core/schemas/profile.ts';
import { api } from '../../lib/api.ts';
import { replaceSession } from './api.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ ok: true }>('/api/auth/forgot-password', { email }),
  });
}

/** Whose link this is and what for; an ApiError (token_invalid, token_expired...) when unusable. */
export function useLinkInfo(token: string) {
  return useQuery({
    queryKey: ['link', token],
    queryFn: () => api.get<TokenInfo>(`/api/auth/tokens/${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sets the password from a link; the answer signs the link's owner in. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api.post<{ user: Profile }>('/api/auth/set-password', input),
    onSuccess: (data) => replaceSession(queryClient, data.user),
  });
}
