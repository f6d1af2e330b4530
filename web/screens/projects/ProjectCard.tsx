import { Calendar, MapPin, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '../../../core/schemas/project';
import { Badge, type Tone } from '../../components/ui/Badge';
import { buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { formatDate } from '../../lib/format';

export const PROJECT_STATUS_TONE: Record<Project['status'], Tone> = {
  draft: 'neutral',
  active: 'green',
  completed: 'blue',
  cancelled: 'red',
};

/** A project's card: poster, status, dates, location, meetings per day, and where to go next. */
export function ProjectCard({ project }: { project: Project }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="flex flex-col overflow-hidden">
      {project.poster_url ? (
        <img src={project.poster_url} alt="" className="h-32 w-full object-cover" />
      ) : (
        <div className="h-2 bg-gradient-to-r from-brand-500 to-brand-700" aria-hidden />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900 dark:text-white">{project.name}</h3>
          <Badge tone={PROJECT_STATUS_TONE[project.status]}>{t(`projects.status.${project.status}`)}</Badge>
        </div>
        <ul className="space-y-1.5 text-sm text-slate-600 dark:text-slate-400">
          <li className="flex items-center gap-2">
            <Calendar className="h-4 w-4" aria-hidden />
            {formatDate(project.start_date, i18n.language)} – {formatDate(project.end_date, i18n.language)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="h-4 w-4" aria-hidden />
            {project.location || t('common.tbd')}
          </li>
          <li className="flex items-center gap-2">
            <Timer className="h-4 w-4" aria-hidden />
            {t('projects.meetingsPerDay', { count: project.daily_meet_limit })}
          </li>
        </ul>
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
