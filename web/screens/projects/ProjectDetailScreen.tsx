import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Loading } from '../../components/ui/Feedback';
import { useProjects } from '../../features/projects/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { PROJECT_STATUS_TONE } from './ProjectCard';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-2 text-sm last:border-0 dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const days = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

/** /projects/{id}: the project's facts; participants and meetings arrive with the events issue. */
export function ProjectDetailScreen() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const projects = useProjects();
  const project = projects.data?.find((p) => p.id === id);
  const back = (
    <Link
      to="/projects"
      className="mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('projects.back')}
    </Link>
  );
  if (projects.isPending) return <Loading label={t('projects.loading')} />;
  if (!project)
    return (
      <>
        {back}
        <EmptyState title={t('projects.notFound')} />
      </>
    );
  return (
    <>
      {back}
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{project.name}</h1>
        <Badge tone={PROJECT_STATUS_TONE[project.status]}>{t(`projects.status.${project.status}`)}</Badge>
      </div>
      {project.description && (
        <p className="mb-6 max-w-3xl text-slate-700 dark:text-slate-300">{project.description}</p>
      )}
      <Card className="max-w-2xl p-5">
        <dl>
          <Row label={t('projects.period')}>
            {formatDate(project.start_date, i18n.language)} – {formatDate(project.end_date, i18n.language)}
          </Row>
          <Row label={t('projects.duration')}>
            {t('projects.days', { count: days(project.start_date, project.end_date) })}
          </Row>
          <Row label={t('projects.location')}>{project.location || t('common.tbd')}</Row>
          <Row label={t('projects.dailyLimit')}>{project.daily_meet_limit}</Row>
          <Row label={t('projects.timeZone')}>{project.time_zone}</Row>
          <Row label={t('projects.created')}>{formatDateTime(project.created_at, i18n.language)}</Row>
          <Row label={t('projects.id')}>
            <code className="text-xs">{project.id}</code>
          </Row>
        </dl>
      </Card>
    </>
  );
}

export { ProjectDetailScreen as Component };
