// The list's controls: status filter buttons, the project chip, the list/schedule switch.
import { CalendarDays, FolderKanban, List, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/ui/FilterBar.tsx';
import { cn } from '../../lib/cn.ts';

export const STATUS_FILTERS = ['all', 'scheduled', 'confirmed', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type MeetingsView = 'list' | 'schedule';

export function StatusFilterBar({ value, onChange }: { value: StatusFilter; onChange: (f: StatusFilter) => void }) {
  const { t } = useTranslation();
  return (
    <FilterBar
      legend={t('meetings.filterLabel')}
      options={STATUS_FILTERS.map((f) => ({ value: f, label: t(`meetings.filter.${f}`) }))}
      value={value}
      onChange={onChange}
      testIdPrefix="meetings-filter"
    />
  );
}

export function ViewToggle({ value, onChange }: { value: MeetingsView; onChange: (v: MeetingsView) => void }) {
  const { t } = useTranslation();
  const options = [
    { view: 'list' as const, icon: List },
    { view: 'schedule' as const, icon: CalendarDays },
  ];
  return (
    <fieldset className="m-0 inline-flex min-w-0 gap-1 rounded-xl border-0 bg-slate-100 p-1 dark:bg-slate-800">
      <legend className="sr-only">{t('meetings.viewLabel')}</legend>
      {options.map(({ view, icon: Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          data-testid={`meetings-view-${view}`}
          className={cn(
            'touch-target inline-flex h-8 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500',
            value === view
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {t(`meetings.view.${view}`)}
        </button>
      ))}
    </fieldset>
  );
}

export function ProjectChip({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex max-w-full items-center gap-2 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700 dark:bg-brand-600/20 dark:text-brand-100"
      data-testid="meetings-project-chip"
    >
      <FolderKanban className="h-4 w-4 shrink-0" aria-hidden />
      <span className="truncate">{t('meetings.projectFilter', { name })}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('meetings.removeProjectFilter', { name })}
        className="rounded-full p-1 hover:bg-brand-100 dark:hover:bg-brand-600/40"
      >
        <X className="h-3.5 w-3.5" aria-hidden />
      </button>
    </span>
  );
}
