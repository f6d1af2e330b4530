// The project selector (drafts included) with the Auto-schedule and Fewer breaks buttons, and the date tabs across
// the project period.
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../core/schemas/project.ts';
import { Field, Select } from '../../../components/ui/Field.tsx';
import { useCurrentUser } from '../../../features/auth/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDay } from '../../../lib/format.ts';
import { AutoScheduleButton } from './AutoScheduleModal.tsx';
import { ReplanButton } from './ReplanDialog.tsx';

interface Props {
  projects: Project[];
  projectId: string | undefined;
  onProject: (id: string) => void;
  dates: string[];
  date: string | undefined;
  onDate: (date: string) => void;
}

export function ProjectSelect({
  projects,
  projectId,
  onProject,
  date,
}: Pick<Props, 'projects' | 'projectId' | 'onProject'> & { date?: string }) {
  const { t } = useTranslation();
  const project = projects.find((p) => p.id === projectId);
  const { user } = useCurrentUser();
  return (
    <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
      <Field label={t('schedule.project')} className="w-full sm:w-96">
        {(props) => (
          <Select
            {...props}
            value={projectId ?? ''}
            onChange={(e) => onProject(e.target.value)}
            data-testid="schedule-project"
          >
            {!projectId && <option value="" />}
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.status === 'active' ? p.name : `${p.name} (${t(`projects.status.${p.status}`)})`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {/* The server allows admins only; the button hides for anyone else who might reach the grid. */}
      {project && user?.role === 'admin' && (
        <>
          <AutoScheduleButton project={project} />
          <ReplanButton project={project} date={date} />
        </>
      )}
    </div>
  );
}

export function DateTabs({ dates, date, onDate }: Pick<Props, 'dates' | 'date' | 'onDate'>) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t('schedule.dates')}
      className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
    >
      {dates.map((d, i) => (
        <button
          key={d}
          type="button"
          role="tab"
          aria-selected={d === date}
          aria-controls="schedule-day"
          data-testid="schedule-date"
          onClick={() => onDate(d)}
          className={cn(
            '-mb-px shrink-0 border-b-2 px-3 py-2 text-left text-sm whitespace-nowrap',
            d === date
              ? 'border-brand-600 font-semibold text-brand-700 dark:border-brand-500 dark:text-brand-100'
              : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
          )}
        >
          <span className="block text-xs font-normal">{t('schedule.day', { n: i + 1 })}</span>
          {formatDay(d, i18n.language)}
        </button>
      ))}
    </div>
  );
}
