// The preview's counts by action; each count is also the button that shows only its rows.
import { useTranslation } from 'react-i18next';
import { IMPORT_ACTIONS, type ImportAction, type ImportSummary } from '../../../core/schemas/participant-import.ts';
import { cn } from '../../lib/cn.ts';

export type RowFilter = ImportAction | 'all';

const TONES: Record<RowFilter, string> = {
  all: 'text-slate-900 dark:text-white',
  create: 'text-green-700 dark:text-green-300',
  add: 'text-blue-700 dark:text-blue-300',
  update: 'text-purple-700 dark:text-purple-300',
  unchanged: 'text-slate-700 dark:text-slate-300',
  error: 'text-red-700 dark:text-red-300',
};

interface Props {
  summary: ImportSummary;
  total: number;
  filter: RowFilter;
  onFilterChange: (filter: RowFilter) => void;
}

export function PreviewSummary({ summary, total, filter, onFilterChange }: Props) {
  const { t, i18n } = useTranslation();
  const options: { value: RowFilter; count: number }[] = [
    { value: 'all', count: total },
    ...IMPORT_ACTIONS.map((a) => ({ value: a, count: summary[a] })),
  ];
  return (
    <fieldset className="m-0 grid min-w-0 grid-cols-3 gap-2 border-0 p-0 lg:grid-cols-6">
      <legend className="sr-only">{t('import.preview.filter')}</legend>
      {options.map(({ value, count }) => (
        <button
          key={value}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onFilterChange(value)}
          className={cn(
            'flex min-w-0 flex-col items-start rounded-xl border px-2.5 py-2 text-left sm:px-3 sm:py-2.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
            filter === value
              ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:border-brand-500 dark:bg-brand-600/15 dark:ring-brand-500'
              : 'border-slate-200 bg-white hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800',
          )}
          data-testid={`import-filter-${value}`}
        >
          <span
            className={cn('text-xl font-bold tabular-nums sm:text-2xl', TONES[value])}
            data-testid={`import-count-${value}`}
          >
            {count.toLocaleString(i18n.language)}
          </span>
          <span className="text-xs font-medium text-slate-600 dark:text-slate-400">{t(`import.actions.${value}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
