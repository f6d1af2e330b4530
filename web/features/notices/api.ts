// The signed-in person's e-mail notice and push choices, and the unsubscribe link's own calls.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticePreferences, PushPreferences, UnsubscribeTarget } from '../../../core/schemas/notice.ts';
import { api } from '../../lib/api.ts';

const preferencesKey = ['notice-preferences'] as const;

export function useNoticePreferences() {
  return useQuery({ queryKey: preferencesKey, queryFn: () => api.get<NoticePreferences>('/api/notices/preferences') });
}

/** Saves one or more choices; the answer is the whole set. */
export function useSaveNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<NoticePreferences>) => api.put<NoticePreferences>('/api/notices/preferences', change),
    onSuccess: (prefs) => queryClient.setQueryData(preferencesKey, prefs),
  });
}

export interface UnsubscribeInfo {
  name: string;
  kind: UnsubscribeTarget | null;
  choices: NoticePreferences;
}

const unsubscribeUrl = (token: string, kind: UnsubscribeTarget | null) =>
  `/api/notices/unsubscribe/${encodeURIComponent(token)}${kind ? `?kind=${kind}` : ''}`;

export function useUnsubscribeInfo(token: string, kind: UnsubscribeTarget | null) {
  return useQuery({
    queryKey: ['unsubscribe', token, kind],
    queryFn: () => api.get<UnsubscribeInfo>(unsubscribeUrl(token, kind)),
    enabled: token !== '',
    retry: false,
  });
}

/** Stops `kind`, or every kind when null. */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: (kind: UnsubscribeTarget | null) => api.post<NoticePreferences>(unsubscribeUrl(token, kind)),
  });
}

const pushPreferencesKey = ['push-preferences'] as const;

export function usePushPreferences() {
  return useQuery({
    queryKey: pushPreferencesKey,
    queryFn: () => api.get<PushPreferences>('/api/notices/push-preferences'),
  });
}

/** Saves one or more push choices; the answer is the whole set. */
export function useSavePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<PushPreferences>) => api.put<PushPreferences>('/api/notices/push-preferences', change),
    // A toggle shows its new state at once, and its old one again if saving fails.
    onMutate: async (change) => {
      // A read in flight would put the old state back over the new one.
      await queryClient.cancelQueries({ queryKey: pushPreferencesKey });
      const before = queryClient.getQueryData<PushPreferences>(pushPreferencesKey);
      if (before) queryClient.setQueryData(pushPreferencesKey, { ...before, ...change });
      return { before };
    },
    onError: (_err, _change, context) => {
      if (context?.before) queryClient.setQueryData(pushPreferencesKey, context.before);
    },
    onSuccess: (prefs) => queryClient.setQueryData(pushPreferencesKey, prefs),
  });
}
