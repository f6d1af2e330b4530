import { Calendar, FolderKanban, ImageOff, MapPin, Pencil, Timer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '../../../core/schemas/project.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';

export const PROJECT_STATUS_TONE: Record<Project['status'], Tone> = {
  draft: 'neutral',
  active: 'green',
  completed: 'blue',
  cancelled: 'red',
};

/** The poster; a quiet band (`emptyClassName`, else `className`) when there is none or it does not load. */
export function ProjectPoster({
  url,
  className,
  emptyClassName,
}: {
  url: string;
  className: string;
  emptyClassName?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!url || failed)
    return (
      <div
        className={cn(
          url ? className : (emptyClassName ?? className),
          'flex items-center justify-center bg-gradient-to-br from-brand-500 to-brand-700 text-white/60',
        )}
        aria-hidden
      >
        {url ? <ImageOff className="h-6 w-6" /> : !emptyClassName && <FolderKanban className="h-8 w-8" />}
      </div>
    );
  return (
    <img src={url} alt="" loading="lazy" onError={() => setFailed(true)} className={cn(className, 'object-cover')} />
  );
}

/** Confirmed buyers, sellers and interpreters of a project. */
export function ParticipantCounts({ project }: { project: Project }) {
  const { t } = useTranslation();
  const items = [
    ['buyers', project.counts.buyers],
    ['sellers', project.counts.sellers],
    ['interpreters', project.counts.interpreters],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-2 text-center dark:bg-slate-800/60">
      {items.map(([key, count]) => (
        <div key={key} className="flex flex-col-reverse">
          <dt className="text-xs text-slate-600 dark:text-slate-400">{t(`projects.counts.${key}`)}</dt>
          <dd className="text-lg font-semibold text-slate-900 dark:text-white">{count}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Props {
  project: Project;
  /** Admin only: edit and delete buttons. */
  onEdit?: (project: Project) => void;
  onDelete?: (project: Project) => void;
}

/** A project's card: poster, status, dates, location, meetings per day, participants, and where to go next. */
export function ProjectCard({ project, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="project-card">
      <div className="relative">
        <ProjectPoster url={project.poster_url} className="h-32 w-full" />
        {(onEdit || onDelete) && (
          <div className="absolute top-2 right-2 flex gap-1">
            {onEdit && (
              <IconButton
                raised
                label={t('projects.editNamed', { name: project.name })}
                onClick={() => onEdit(project)}
              >
                <Pencil className="h-4 w-4" aria-hidden />
              </IconButton>
            )}
            {onDelete && (
              <IconButton
                raised
                tone="danger"
                label={t('projects.deleteNamed', { name: project.name })}
                onClick={() => onDelete(project)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </IconButton>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold break-words text-slate-900 dark:text-white">{project.name}</h2>
          <Badge tone={PROJECT_STATUS_TONE[project.status]}>{t(`projects.status.${project.status}`)}</Badge>
        </div>
        <ul className="space-y-1.5 text-sm text-slate-600 dark:text-slate-400">
          <li className="flex items-center gap-2">
            <Calendar className="h-4 w-4 shrink-0" aria-hidden />
            {formatDate(project.start_date, i18n.language)} – {formatDate(project.end_date, i18n.language)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden />
            {project.location || t('common.tbd')}
          </li>
          <li className="flex items-center gap-2">
            <Timer className="h-4 w-4 shrink-0" aria-hidden />
            {t('projects.meetingsPerDay', { count: project.daily_meet_limit })}
          </li>
        </ul>
        <ParticipantCounts project={project} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link to={`/meetings?project=${project.id}`} className={buttonClass('primary', 'sm')}>
            {t('projects.goToMeetings')}
          </Link>
          <Link to={`/projects/${project.id}`} className={buttonClass('secondary', 'sm')}>
            {t('projects.viewDetails')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
