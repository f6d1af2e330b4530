// /projects/{id}/webhooks (admins): the project's webhook endpoints, with the signing secret to
// give each receiver, and every delivery with the receiver's answer, its payload and a redelivery
// (docs/decisions/049-webhooks.md).
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useProject } from '../../features/projects/api.ts';
import { useWebhookSubscriptions } from '../../features/webhooks/api.ts';
import { AddWebhookForm } from './AddWebhookForm.tsx';
import { DeliveryList } from './DeliveryList.tsx';
import { WebhookCard } from './WebhookCard.tsx';

export function WebhooksScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const project = useProject(id);
  const subscriptions = useWebhookSubscriptions(id);
  return (
    <div className="min-w-0 space-y-6" data-testid="webhooks">
      <div>
        <Link
          to={`/projects/${id}`}
          className="touch-target mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-400"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('webhooks.back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{t('webhooks.title')}</h1>
        {project.data && (
          <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">{project.data.name}</p>
        )}
        <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{t('webhooks.intro')}</p>
      </div>
      <AddWebhookForm projectId={id} />
      <section aria-labelledby="webhook-endpoints" className="space-y-3">
        <h2 id="webhook-endpoints" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('webhooks.list.title')}
        </h2>
        {subscriptions.isPending ? (
          <Loading label={t('webhooks.loading')} />
        ) : subscriptions.isError ? (
          <LoadError message={t('webhooks.loadError')} onRetry={() => subscriptions.refetch()} />
        ) : subscriptions.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('webhooks.list.empty')}</p>
        ) : (
          subscriptions.data.map((s) => <WebhookCard key={s.id} projectId={id} subscription={s} />)
        )}
      </section>
      <DeliveryList projectId={id} subscriptions={subscriptions.data ?? []} />
    </div>
  );
}

export { WebhooksScreen as Component };
