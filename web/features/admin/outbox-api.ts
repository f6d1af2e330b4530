// The Outbox (docs/rules.md#e-mail): every e-mail with its status, its text and links.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxList, OutboxMessage, OutboxRow, OutboxStatus } from '../../../core/schemas/mail.ts';
import { api } from '../../lib/api.ts';

const outboxKeys = {
  all: ['outbox'] as const,
  list: (status: OutboxStatus | 'all', q: string, cursor: string) => ['outbox', 'list', status, q, cursor] as const,
  message: (id: string) => ['outbox', 'message', id] as const,
};

/** One page of the outbox: the newest first, or those after `cursor` (a page's next_cursor). */
export function useOutbox(status: OutboxStatus | 'all', q: string, cursor: string) {
  return useQuery({
    queryKey: outboxKeys.list(status, q, cursor),
    queryFn: () => {
      const params = new URLSearchParams();
      if (cursor) params.set('cursor', cursor);
      if (status !== 'all') params.set('status', status);
      if (q) params.set('q', q);
      return api.get<OutboxList>(`/api/admin/outbox?${params}`);
    },
    placeholderData: keepPreviousData,
    // Pending messages turn sent or failed on their own: the list follows while it is open.
    refetchInterval: 10_000,
  });
}

export function useOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: outboxKeys.message(id ?? ''),
    queryFn: () => api.get<OutboxMessage>(`/api/admin/outbox/${id}`),
    enabled: id !== null,
  });
}

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<OutboxRow>(`/api/admin/outbox/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
