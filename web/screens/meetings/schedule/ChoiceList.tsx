// The assign modal's tabs and its radio list of people; those who cannot take the slot are
// disabled with the reason beside them.
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export interface ChoiceOption {
  id: string;
  title: string;
  detail: string;
  /** Why this one cannot be chosen; absent when it can. */
  disabledReason?: string;
}

/** The people matching a search, as options; those who cannot be chosen carry the reason. */
export function toOptions<T extends { id: string; full_name: string }>(
  people: T[],
  query: string,
  how: { search: (p: T) => string[]; detail: (p: T) => string; reason: (id: string) => string | undefined },
): ChoiceOption[] {
  const q = query.trim().toLowerCase();
  return people
    .filter((p) => !q || how.search(p).some((s) => s.toLowerCase().includes(q)))
    .map((p) => ({ id: p.id, title: p.full_name, detail: how.detail(p), disabledReason: how.reason(p.id) }));
}

interface Props {
  name: string;
  label: string;
  options: ChoiceOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  /** Text shown when there is nothing to list. */
  empty: string;
  /** When given, a first option that chooses nobody. */
  noneLabel?: string;
  /** The line under a list cut short: `shown` of `total` listed, a search narrows them. */
  moreLabel: (shown: number, total: number) => string;
}

/**
 * Options listed at most: a flagship event's 3,500 sellers would be one long render for a list
 * nobody scrolls through; a search finds the others.
 */
const LISTED = 100;

function Row({
  name,
  id,
  title,
  detail,
  disabledReason,
  checked,
  onSelect,
}: ChoiceOption & { name: string; checked: boolean; onSelect: () => void }) {
  const disabled = !!disabledReason;
  return (
    <li>
      <label
        className={cn(
          'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-brand-500',
          disabled
            ? 'cursor-not-allowed border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/40'
            : 'cursor-pointer border-slate-200 hover:border-brand-500 dark:border-slate-700',
          checked && 'border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:border-brand-500 dark:bg-brand-600/15',
        )}
        data-testid={`choice-${name}`}
        data-disabled={disabled || undefined}
      >
        <input
          type="radio"
          name={name}
          value={id}
          checked={checked}
          disabled={disabled}
          onChange={onSelect}
          className="sr-only"
        />
        <span
          aria-hidden
          className={cn(
            'flex h-5 w-5 shrink-0 items-center justify-center rounded-full border',
            checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 dark:border-slate-600',
          )}
        >
          {checked && <Check className="h-3.5 w-3.5" />}
        </span>
        <span className={cn('min-w-32 flex-1', disabled && 'opacity-60')}>
          <span className="block truncate text-sm font-medium text-slate-900 dark:text-slate-100">{title}</span>
          {detail && <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{detail}</span>}
        </span>
        {disabledReason && (
          <span className="ml-8 shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
            {disabledReason}
          </span>
        )}
      </label>
    </li>
  );
}

export function ChoiceList({ name, label, options, value, onChange, empty, noneLabel, moreLabel }: Props) {
  const first = options.slice(0, LISTED);
  // The choice made stays listed, whatever the search.
  const chosen = value && !first.some((o) => o.id === value) ? options.filter((o) => o.id === value) : [];
  const listed = [...first, ...chosen];
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <ul className="max-h-[45vh] space-y-1.5 overflow-y-auto pr-1">
        {noneLabel && (
          <Row name={name} id="" title={noneLabel} detail="" checked={value === null} onSelect={() => onChange(null)} />
        )}
        {listed.map((o) => (
          <Row key={o.id} name={name} {...o} checked={value === o.id} onSelect={() => onChange(o.id)} />
        ))}
      </ul>
      {options.length > LISTED && (
        <p className="pt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="choice-more">
          {moreLabel(LISTED, options.length)}
        </p>
      )}
      {options.length === 0 && <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{empty}</p>}
    </fieldset>
  );
}

/** A tab of the assign modal, with what has been picked on it underneath. */
export function ChoiceTab<T extends string>({
  value,
  active,
  label,
  picked,
  onSelect,
}: {
  value: T;
  active: T;
  label: string;
  picked: string;
  onSelect: (value: T) => void;
}) {
  return (
    <button
      type="button"
      role="tab"
      id={`choice-tab-${value}`}
      aria-selected={active === value}
      aria-controls="choice-panel"
      onClick={() => onSelect(value)}
      className={cn(
        '-mb-px flex min-w-0 flex-1 flex-col items-start border-b-2 px-3 py-2 text-left text-sm font-medium',
        active === value
          ? 'border-brand-600 text-brand-700 dark:border-brand-500 dark:text-brand-100'
          : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
      )}
    >
      {label}
      <span className="w-full truncate text-xs font-normal text-slate-500 dark:text-slate-400">{picked}</span>
    </button>
  );
}
