// A project's webhooks (docs/decisions/049-webhooks.md): its subscriptions, their deliveries a
// page at a time, and the admin's actions on them.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../core/schemas/list-page.ts';
import type {
  WebhookDelivery,
  WebhookSubscription,
  WebhookSubscriptionCreateInput,
  WebhookSubscriptionUpdateInput,
} from '../../../core/schemas/webhook.ts';
import { api } from '../../lib/api.ts';
import { withCursor } from '../../lib/paged-list.ts';
import { projectKeys } from '../projects/api.ts';

export const webhookKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'webhooks'] as const,
  subscriptions: (projectId: string) => [...webhookKeys.all(projectId), 'subscriptions'] as const,
  deliveries: (projectId: string) => [...webhookKeys.all(projectId), 'deliveries'] as const,
};

export function useWebhookSubscriptions(projectId: string) {
  return useQuery({
    queryKey: webhookKeys.subscriptions(projectId),
    queryFn: () => api.get<WebhookSubscription[]>(`/api/projects/${projectId}/webhooks`),
  });
}

/** The project's deliveries, newest first, a page at a time; refreshed every few seconds while pending ones wait. */
export function useWebhookDeliveries(projectId: string) {
  const query = useInfiniteQuery({
    queryKey: webhookKeys.deliveries(projectId),
    queryFn: ({ pageParam }) =>
      api.get<Page<WebhookDelivery>>(withCursor(`/api/projects/${projectId}/webhook-deliveries?limit=20`, pageParam)),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.items.some((d) => d.status === 'pending')) ? 2000 : false,
  });
  return { ...query, data: query.data?.pages.flatMap((p) => p.items) };
}

function useRefresh(projectId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: webhookKeys.all(projectId) });
}

export function useAddWebhook(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (input: WebhookSubscriptionCreateInput) =>
      api.post<WebhookSubscription>(`/api/projects/${projectId}/webhooks`, input),
    onSuccess: refresh,
  });
}

export function useUpdateWebhook(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, ...input }: WebhookSubscriptionUpdateInput & { id: string }) =>
      api.patch<WebhookSubscription>(`/api/projects/${projectId}/webhooks/${id}`, input),
    onSuccess: refresh,
  });
}

export function useRotateWebhookSecret(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: string) =>
      api.post<WebhookSubscription>(`/api/projects/${projectId}/webhooks/${id}/rotate-secret`),
    onSuccess: refresh,
  });
}

export function useDeleteWebhook(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/projects/${projectId}/webhooks/${id}`),
    onSuccess: refresh,
  });
}

export function useRedeliver(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: string) =>
      api.post<WebhookDelivery>(`/api/projects/${projectId}/webhook-deliveries/${id}/redeliver`),
    onSuccess: refresh,
  });
}
