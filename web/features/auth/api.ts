// Session, sign-in, sign-up, sign-out and demo info: one query key for the session everywhere.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { demoInfoSchema, SignInInput, SignUpInput } from '../../../core/schemas/auth.ts';
import type { Profile } from '../../../core/schemas/profile.ts';
import { api } from '../../lib/api.ts';
import { forgetOfflineAnswers } from '../../lib/offline-answers.ts';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api.get<{ user: Profile | null }>('/api/auth/session'),
  staleTime: 5 * 60_000,
});

/**
 * Puts a new session in place and forgets every other cached answer (they were someone else's).
 * The session first, in place, so its observers (the guards) hear of it and move on; clearing it
 * away instead left them on a dead query while the screen underneath refetched. The answers kept
 * for reading offline go too (docs/decisions/031-installable-app-and-offline.md).
 */
export function replaceSession(client: QueryClient, user: Profile | null) {
  client.setQueryData(sessionQuery.queryKey, { user });
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
  void forgetOfflineAnswers();
}

/** The signed-in user's profile; undefined while loading, null when signed out. */
export function useCurrentUser() {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data?.user ?? null, isLoading: isPending };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<{ user: Profile }>('/api/auth/sign-in', input),
    onSuccess: (data) => replaceSession(queryClient, data.user),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<{ user: Profile }>('/api/auth/sign-up', input),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/sign-out'),
    onSettled: () => replaceSession(queryClient, null),
  });
}

export function useDemoInfo() {
  return useQuery({
    queryKey: ['auth', 'demo'],
    queryFn: () => api.get<z.infer<typeof demoInfoSchema>>('/api/auth/demo'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
