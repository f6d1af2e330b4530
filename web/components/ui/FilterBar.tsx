// A row of toggle buttons choosing one filter of a list (status, sent/received, ...).
import { cn } from '../../lib/cn.ts';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
  /** Shown as a small badge beside the label when given. */
  count?: number;
}

interface FilterBarProps<T extends string> {
  /** What the buttons filter, for screen readers. */
  legend: string;
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Each button gets data-testid `${testIdPrefix}-${value}`. */
  testIdPrefix: string;
  className?: string;
}

const segment = (active: boolean) =>
  cn(
    'touch-target inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    active
      ? 'bg-brand-600 text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800',
  );

export function FilterBar<T extends string>({
  legend,
  options,
  value,
  onChange,
  testIdPrefix,
  className,
}: FilterBarProps<T>) {
  return (
    <fieldset className={cn('m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0', className)}>
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={segment(value === o.value)}
          data-testid={`${testIdPrefix}-${o.value}`}
        >
          {o.label}
          {o.count !== undefined && (
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                value === o.value ? 'bg-white/20' : 'bg-slate-100 dark:bg-slate-800',
              )}
            >
              {o.count}
            </span>
          )}
        </button>
      ))}
    </fieldset>
  );
}
