// /projects/{id}/report (admins): what the project's event produced (docs/rules.md#report), each
// figure as a chart with its numbers in a table, and the same report as a PDF in the reader's
// language. The charts' code loads with this screen only (web/features/report/charts/lazy.ts).
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading } from '../../components/ui/Feedback.tsx';
import { ProjectLoadError } from '../../features/projects/ProjectLoadError.tsx';
import { useReport } from '../../features/report/api.ts';
import { CHART_COLOUR_VARS } from '../../features/report/colours.ts';
import { DownloadPdfButton } from '../../features/report/DownloadPdfButton.tsx';
import { ReportBody } from '../../features/report/ReportBody.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';

export function ReportScreen() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useReport(id);
  const back = (
    <Link
      to={`/projects/${id}`}
      className="touch-target no-print mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('report.back')}
    </Link>
  );
  if (query.isPending) return <Loading label={t('report.loading')} />;
  if (query.isError) {
    return (
      <ProjectLoadError
        error={query.error}
        back={back}
        message={t('report.loadError')}
        onRetry={() => query.refetch()}
      />
    );
  }
  const report = query.data;
  const { project } = report;
  return (
    <div className={cn(CHART_COLOUR_VARS, 'min-w-0')} data-testid="report">
      {back}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{t('report.title')}</h1>
          <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
            {t('report.subtitle', {
              name: project.name,
              start: formatDate(project.start_date, i18n.language),
              end: formatDate(project.end_date, i18n.language),
            })}
          </p>
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {t('report.generated', { time: formatDateTime(report.generated_at, i18n.language) })}
          </p>
        </div>
        <DownloadPdfButton projectId={project.id} />
      </div>
      <ReportBody report={report} />
    </div>
  );
}

export { ReportScreen as Component };
