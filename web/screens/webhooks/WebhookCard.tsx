// One webhook endpoint: its URL, events and state, the signing secret (hidden until asked, with a
// copy button), and turning it off and on, rotating the secret and removing it.
import { Copy, Eye, EyeOff, KeyRound, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookSubscription } from '../../../core/schemas/webhook.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { DismissibleError } from '../../components/ui/Feedback.tsx';
import { useDeleteWebhook, useRotateWebhookSecret, useUpdateWebhook } from '../../features/webhooks/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { eventLabelKey } from './AddWebhookForm.tsx';

export function WebhookCard({ projectId, subscription: s }: { projectId: string; subscription: WebhookSubscription }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateWebhook(projectId);
  const rotate = useRotateWebhookSecret(projectId);
  const remove = useDeleteWebhook(projectId);
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const failed = update.error ?? rotate.error;
  const enabled = s.status === 'enabled';

  async function copy() {
    await navigator.clipboard?.writeText(s.secret).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }

  return (
    <Card className="space-y-3 p-4" data-testid="webhook-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm break-all text-slate-900 dark:text-white" data-testid="webhook-card-url">
            {s.url}
          </p>
          {s.description && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{s.description}</p>}
        </div>
        <Badge tone={enabled ? 'green' : 'neutral'}>{t(`webhooks.statuses.${s.status}`)}</Badge>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('webhooks.add.events')}>
        {s.events.map((e) => (
          <li key={e}>
            <Badge tone="blue">{t(eventLabelKey(e))}</Badge>
          </li>
        ))}
      </ul>
      {s.failing_since && enabled && (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          {t('webhooks.list.failingSince', { time: formatDateTime(s.failing_since, i18n.language) })}
        </p>
      )}
      {s.disabled_at && !enabled && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('webhooks.list.disabledAt', { time: formatDateTime(s.disabled_at, i18n.language) })}
        </p>
      )}
      <div>
        <p className="text-xs font-medium text-slate-700 dark:text-slate-300">{t('webhooks.list.secret')}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <code
            className="w-full min-w-0 rounded-md bg-slate-100 px-2 py-1.5 sm:w-auto sm:flex-1 text-xs break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            data-testid="webhook-secret"
          >
            {shown ? s.secret : `whsec_${'•'.repeat(10)}`}
          </code>
          <Button size="sm" variant="secondary" onClick={() => setShown((v) => !v)} data-testid="webhook-reveal">
            {shown ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
            {shown ? t('webhooks.list.hide') : t('webhooks.list.reveal')}
          </Button>
          <Button size="sm" variant="secondary" onClick={copy}>
            <Copy className="h-4 w-4" aria-hidden /> {copied ? t('webhooks.list.copied') : t('webhooks.list.copy')}
          </Button>
        </div>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('webhooks.list.secretHint')}</p>
      </div>
      <DismissibleError
        message={failed ? errorMessage(t, failed) : null}
        onDismiss={() => {
          update.reset();
          rotate.reset();
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: s.id, status: enabled ? 'disabled' : 'enabled' })}
          data-testid="webhook-toggle"
        >
          <Power className="h-4 w-4" aria-hidden /> {enabled ? t('webhooks.list.disable') : t('webhooks.list.enable')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirm('rotate')}>
          <KeyRound className="h-4 w-4" aria-hidden /> {t('webhooks.list.rotate')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirm('delete')} data-testid="webhook-delete">
          <Trash2 className="h-4 w-4" aria-hidden /> {t('webhooks.list.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'rotate' ? t('webhooks.list.rotate') : t('webhooks.list.delete')}
        message={confirm === 'rotate' ? t('webhooks.list.rotateConfirm') : t('webhooks.list.deleteConfirm')}
        confirmLabel={confirm === 'rotate' ? t('webhooks.list.rotate') : t('webhooks.list.delete')}
        danger={confirm === 'delete'}
        busy={rotate.isPending || remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : undefined}
        onConfirm={() => {
          const done = { onSuccess: () => setConfirm(null) };
          if (confirm === 'rotate') rotate.mutate(s.id, done);
          else remove.mutate(s.id, done);
        }}
      />
    </Card>
  );
}
