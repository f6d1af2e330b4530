// Status filter buttons: buyers all, agreed, completed; others all, proposed, agreed, completed.
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export const FILTERS_BUYER = ['all', 'agreed', 'completed'] as const;
export const FILTERS_OTHERS = ['all', 'proposed', 'agreed', 'completed'] as const;
export type TransactionFilter = (typeof FILTERS_OTHERS)[number];

const segment = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    active
      ? 'bg-brand-600 text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800',
  );

export function TransactionFilterBar({
  filters,
  value,
  onChange,
}: {
  filters: readonly TransactionFilter[];
  value: TransactionFilter;
  onChange: (f: TransactionFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">{t('transactions.filterLabel')}</legend>
      {filters.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          className={segment(value === f)}
          data-testid={`transactions-filter-${f}`}
        >
          {t(`transactions.filter.${f}`)}
        </button>
      ))}
    </fieldset>
  );
}
