// The admins' moderation list (docs/rules.md#conversations): reported messages, open or settled, and
// what an admin does about one. Only this screen uses it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageReportSchema } from '../../../core/schemas/conversation.ts';
import { api } from '../../lib/api.ts';

export type MessageReport = z.infer<typeof messageReportSchema>;
export type ReportAction = 'hide' | 'warn' | 'dismiss';

const keys = {
  all: ['message-reports'] as const,
  list: (open: boolean) => ['message-reports', { open }] as const,
};

export function useReports(open: boolean) {
  return useQuery({
    queryKey: keys.list(open),
    queryFn: () => api.get<{ items: MessageReport[] }>(`/api/conversations/reports?open=${open}`).then((r) => r.items),
  });
}

/** Hide, warn or dismiss: the lists refresh whatever the answer (a 409 means someone settled it first). */
export function useSettleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReportAction }) =>
      api.post<void>(`/api/conversations/reports/${id}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
