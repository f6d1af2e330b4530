// The admin dashboard's request health (docs/rules.md#report): each active project's acceptance rate
// against its target, time to answer, requests waiting over 48 hours with "Nudge now", and expired
// requests, with a link to the project's report for the rest.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useActiveRequestHealth } from '../../features/request-health/api.ts';
import { RequestHealthPanel } from '../../features/request-health/RequestHealthPanel.tsx';
import { formatDate } from '../../lib/format.ts';

export function RequestHealthOverview() {
  const { t, i18n } = useTranslation();
  const query = useActiveRequestHealth();
  return (
    <section aria-labelledby="request-health-heading" className="mt-10" data-testid="dashboard-request-health">
      <h2 id="request-health-heading" className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">
        {t('requestHealth.dashboardTitle')}
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('requestHealth.intro')}</p>
      {query.isPending && <Loading label={t('requestHealth.loading')} />}
      {query.isError && <LoadError message={t('requestHealth.loadError')} onRetry={() => query.refetch()} />}
      {query.data?.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('requestHealth.noActiveProjects')}</p>
      )}
      <div className="space-y-4">
        {query.data?.map(({ project, health }) => (
          <article
            key={project.id}
            aria-labelledby={`health-${project.id}`}
            className="rounded-xl border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900/60"
            data-testid={`request-health-${project.id}`}
          >
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3
                id={`health-${project.id}`}
                className="min-w-0 font-semibold break-words text-slate-900 dark:text-white"
              >
                {project.name}
                <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
                  {formatDate(project.start_date, i18n.language)}
                </span>
              </h3>
              <Link
                to={`/projects/${project.id}/report`}
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
              >
                {t('requestHealth.openReport')}
                <span className="sr-only">: {project.name}</span>
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </div>
            <RequestHealthPanel health={health} projectId={project.id} compact />
          </article>
        ))}
      </div>
    </section>
  );
}
