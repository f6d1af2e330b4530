// /projects/{id}: poster, status, counts, the project's facts and its participants.
// Admins add, import and remove participants. A missing or hidden project (404) shows 'Project not found'.
import { ArrowLeft, BarChart3, FileUp, Heart, MessagesSquare, Sparkles, UserPlus, Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { slotAt } from '../../../core/rules/slots.ts';
import { datesBetween } from '../../../core/rules/time.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Alert, Loading } from '../../components/ui/Feedback.tsx';
import { ProjectAgendaDownloads } from '../../features/agendas/ProjectAgendaDownloads.tsx';
import { AnnouncementsCard } from '../../features/announcements/AnnouncementsCard.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { ProjectJobs } from '../../features/background-jobs/ProjectJobs.tsx';
import { ScanBadgesLink } from '../../features/badge-scan/ScanBadgesLink.tsx';
import { ProjectExports } from '../../features/exports/ProjectExports.tsx';
import { useProject } from '../../features/projects/api.ts';
import { PROJECT_STATUS_TONE, ProjectPoster } from '../../features/projects/ProjectCard.tsx';
import { ProjectLoadError } from '../../features/projects/ProjectLoadError.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { AddParticipantsModal } from './AddParticipantsModal.tsx';
import { ExclusionsCard } from './ExclusionsCard.tsx';
import { MatchCountsCard } from './MatchCountsCard.tsx';
import { MatchmakingCard } from './MatchmakingCard.tsx';
import { ParticipantList } from './ParticipantList.tsx';
import { ProjectStats } from './ProjectStats.tsx';
import { TablesCard } from './TablesCard.tsx';

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card className="p-5">
      <h2 className="mb-2 font-semibold text-slate-900 dark:text-white">{title}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex justify-between gap-4 border-b border-slate-100 py-2 text-sm last:border-0 dark:border-slate-800"
          >
            <dt className="shrink-0 text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function ProjectDetailScreen() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const query = useProject(id);
  const [adding, setAdding] = useState(false);
  // Coming back from an import, the list that changed is shown open.
  const location = useLocation();
  const [expanded, setExpanded] = useState(
    Boolean((location.state as { showParticipants?: boolean } | null)?.showParticipants),
  );
  const [saved, setSaved] = useState<{ added: number; removed: number } | null>(null);
  const back = (
    <Link
      to="/projects"
      className="touch-target mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('projects.back')}
    </Link>
  );
  if (query.isPending) return <Loading label={t('projects.loading')} />;
  if (query.isError) {
    return (
      <ProjectLoadError
        error={query.error}
        back={back}
        message={t('projects.detailLoadError')}
        onRetry={() => query.refetch()}
      />
    );
  }
  const project = query.data;
  const date = (d: string) => formatDate(d, i18n.language);
  const lastSlot = slotAt(project, project.daily_meet_limit);
  const created = new Date(project.created_at);
  return (
    <>
      {back}
      <div className="mb-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <ProjectPoster url={project.poster_url} className="h-40 w-full sm:h-56" emptyClassName="h-3 w-full" />
        <div className="flex flex-wrap items-start justify-between gap-4 p-5">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold break-words text-slate-900 dark:text-white">{project.name}</h1>
              <Badge tone={PROJECT_STATUS_TONE[project.status]}>{t(`projects.status.${project.status}`)}</Badge>
            </div>
            {project.description && (
              <p className="mt-2 max-w-3xl whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                {project.description}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {/* Meeting wishes: buyers and sellers mark theirs, admins see everyone's. */}
            {(isAdmin || user?.role === 'buyer' || user?.role === 'seller') && (
              <Link
                to={`/projects/${project.id}/wishes`}
                className={buttonClass('secondary')}
                data-testid="open-wishes"
              >
                <Heart className="h-4 w-4" aria-hidden /> {t('wishes.open')}
              </Link>
            )}
            {/* Recommendations: the other side ranked for a buyer or seller, with reasons. */}
            {(user?.role === 'buyer' || user?.role === 'seller') && (
              <Link
                to={`/projects/${project.id}/recommendations`}
                className={buttonClass('secondary')}
                data-testid="open-recommendations"
              >
                <Sparkles className="h-4 w-4" aria-hidden /> {t('recommendations.open')}
              </Link>
            )}
            {/* The venue's badge scanner: organisers and the project's volunteers. */}
            <ScanBadgesLink role={user?.role} projectId={project.id} />
            {isAdmin && (
              <Link
                to={`/projects/${project.id}/report`}
                className={buttonClass('secondary')}
                data-testid="open-report"
              >
                <BarChart3 className="h-4 w-4" aria-hidden /> {t('report.open')}
              </Link>
            )}
            {isAdmin && (
              <Link
                to={`/projects/${project.id}/requests`}
                className={buttonClass('secondary')}
                data-testid="open-project-requests"
              >
                <MessagesSquare className="h-4 w-4" aria-hidden /> {t('onBehalf.open')}
              </Link>
            )}
            {isAdmin && (
              <Link
                to={`/projects/${project.id}/import`}
                className={buttonClass('secondary')}
                data-testid="import-participants"
              >
                <FileUp className="h-4 w-4" aria-hidden /> {t('import.open')}
              </Link>
            )}
            {isAdmin && (
              <Link
                to={`/projects/${project.id}/webhooks`}
                className={buttonClass('secondary')}
                data-testid="open-webhooks"
              >
                <Webhook className="h-4 w-4" aria-hidden /> {t('webhooks.open')}
              </Link>
            )}
            {isAdmin && (
              <Button onClick={() => setAdding(true)} data-testid="add-participants">
                <UserPlus className="h-4 w-4" aria-hidden /> {t('participants.add')}
              </Button>
            )}
          </div>
        </div>
      </div>
      {saved && (
        <div className="mb-4">
          <Alert tone="success">{t('participants.saved', saved)}</Alert>
        </div>
      )}
      <div className="mb-6">
        <ProjectStats counts={project.counts} />
      </div>
      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <Facts
          title={t('projects.overview')}
          rows={[
            [t('projects.period'), `${date(project.start_date)} – ${date(project.end_date)}`],
            [t('projects.location'), project.location || t('common.tbd')],
            [t('projects.dailyLimit'), project.daily_meet_limit],
            [
              t('projects.meetingHours'),
              `${project.day_start}–${lastSlot.end} (${t('projects.slotLength', { count: project.slot_minutes })})`,
            ],
            [t('projects.created'), new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(created)],
          ]}
        />
        <Facts
          title={t('projects.info')}
          rows={[
            [
              t('projects.id'),
              <code key="id" className="text-xs break-all">
                {project.id}
              </code>,
            ],
            [t('projects.createdAt'), formatDateTime(project.created_at, i18n.language)],
            [
              t('projects.duration'),
              t('projects.days', { count: datesBetween(project.start_date, project.end_date).length }),
            ],
            [t('projects.timeZone'), project.time_zone],
          ]}
        />
      </div>
      {isAdmin && <AnnouncementsCard projectId={project.id} />}
      {isAdmin && <MatchmakingCard project={project} />}
      {isAdmin && <MatchCountsCard projectId={project.id} />}
      {isAdmin && <ProjectExports projectId={project.id} />}
      <ProjectAgendaDownloads project={project} role={user?.role} />
      {isAdmin && <ProjectJobs projectId={project.id} />}
      {isAdmin && <TablesCard projectId={project.id} />}
      {isAdmin && <ExclusionsCard projectId={project.id} />}
      <ParticipantList projectId={project.id} isAdmin={isAdmin} expanded={expanded} onExpandedChange={setExpanded} />
      {isAdmin && (
        <AddParticipantsModal
          projectId={project.id}
          open={adding}
          onOpenChange={setAdding}
          onSaved={(result) => {
            setAdding(false);
            setSaved(result);
            setExpanded(true);
          }}
        />
      )}
    </>
  );
}

export { ProjectDetailScreen as Component };
