// The project's deliveries, newest first: event, endpoint, status, the receiver's answer, attempts
// and time, with the payload to read and a redelivery (the same webhook-id, the schedule afresh).
import { FileJson, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookSubscription } from '../../../core/schemas/webhook.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { useRedeliver, useWebhookDeliveries } from '../../features/webhooks/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { eventLabelKey } from './AddWebhookForm.tsx';

const TONE: Record<WebhookDelivery['status'], Tone> = { pending: 'amber', succeeded: 'green', failed: 'red' };

export function DeliveryList({
  projectId,
  subscriptions,
}: {
  projectId: string;
  subscriptions: WebhookSubscription[];
}) {
  const { t, i18n } = useTranslation();
  const deliveries = useWebhookDeliveries(projectId);
  const redeliver = useRedeliver(projectId);
  const [open, setOpen] = useState<WebhookDelivery | null>(null);
  const urlOf = (id: string) => subscriptions.find((s) => s.id === id)?.url ?? '';

  return (
    <section aria-labelledby="webhook-deliveries" className="space-y-3">
      <h2 id="webhook-deliveries" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('webhooks.deliveries.title')}
      </h2>
      <DismissibleError
        message={redeliver.error ? errorMessage(t, redeliver.error) : null}
        onDismiss={() => redeliver.reset()}
      />
      {deliveries.isPending ? (
        <Loading label={t('webhooks.loading')} />
      ) : deliveries.isError ? (
        <LoadError message={t('webhooks.loadError')} onRetry={() => deliveries.refetch()} />
      ) : deliveries.data?.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('webhooks.deliveries.empty')}</p>
      ) : (
        <Card className="divide-y divide-slate-200 dark:divide-slate-800">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {deliveries.data?.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3" data-testid="webhook-delivery">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="text-sm font-medium text-slate-900 dark:text-white">
                    {t(eventLabelKey(d.event_type))}{' '}
                    <code className="text-xs font-normal text-slate-500 dark:text-slate-400">{d.event_type}</code>
                  </p>
                  <p className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">
                    {urlOf(d.subscription_id)}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {formatDateTime(d.last_attempt_at ?? d.created_at, i18n.language)}
                    {' · '}
                    {t('webhooks.deliveries.attempts', { count: d.attempts })}
                    {d.duration_ms !== null && ` · ${d.duration_ms} ms`}
                  </p>
                  {d.status === 'pending' && d.attempts > 0 && d.next_attempt_at && (
                    <p className="text-xs text-amber-800 dark:text-amber-200">
                      {t('webhooks.deliveries.nextAttempt', { time: formatDateTime(d.next_attempt_at, i18n.language) })}
                    </p>
                  )}
                </div>
                <div className="flex items-center gap-2">
                  <span data-testid="webhook-delivery-status">
                    <Badge tone={TONE[d.status]}>{t(`webhooks.deliveries.statuses.${d.status}`)}</Badge>
                  </span>
                  <span
                    className="text-sm text-slate-700 tabular-nums dark:text-slate-300"
                    data-testid="webhook-delivery-response"
                  >
                    {d.response_status ?? (d.attempts > 0 ? t('webhooks.deliveries.noResponse') : '—')}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setOpen(d)} data-testid="webhook-payload">
                    <FileJson className="h-4 w-4" aria-hidden /> {t('webhooks.deliveries.payload')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={redeliver.isPending || d.status === 'pending'}
                    onClick={() => redeliver.mutate(d.id)}
                    data-testid="webhook-redeliver"
                  >
                    <RotateCcw className="h-4 w-4" aria-hidden /> {t('webhooks.deliveries.redeliver')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(deliveries.hasNextPage)}
            loading={deliveries.isFetchingNextPage}
            onLoad={() => deliveries.fetchNextPage()}
          />
        </Card>
      )}
      <Modal
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('webhooks.deliveries.payloadTitle')}
        description={open ? `webhook-id: ${open.id}` : undefined}
        size="lg"
      >
        {open && (
          <div className="space-y-3">
            <pre
              className="max-h-96 overflow-auto rounded-lg bg-slate-100 p-3 text-xs text-slate-900 dark:bg-slate-950 dark:text-slate-100"
              data-testid="webhook-payload-json"
            >
              {JSON.stringify(open.payload, null, 2)}
            </pre>
            {open.response_body && (
              <div>
                <p className="text-xs font-medium text-slate-700 dark:text-slate-300">
                  {t('webhooks.deliveries.responseBody')}
                </p>
                <pre className="mt-1 max-h-40 overflow-auto rounded-lg bg-slate-100 p-3 text-xs whitespace-pre-wrap text-slate-900 dark:bg-slate-950 dark:text-slate-100">
                  {open.response_body}
                </pre>
              </div>
            )}
          </div>
        )}
      </Modal>
    </section>
  );
}
