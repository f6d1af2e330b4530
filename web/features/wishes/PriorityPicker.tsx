// One wish as three toggle buttons: no wish, would like, must meet.
import { useTranslation } from 'react-i18next';
import type { WishPriority } from '../../../core/schemas/wish.ts';
import { cn } from '../../lib/cn.ts';

const CHOICES = ['none', 'like', 'must'] as const;
type Choice = (typeof CHOICES)[number];

const tone: Record<Choice, string> = {
  none: 'bg-slate-600 text-white dark:bg-slate-500',
  like: 'bg-brand-600 text-white',
  must: 'bg-amber-700 text-white dark:bg-amber-500 dark:text-slate-950',
};

interface Props {
  value: WishPriority | null;
  onChange: (next: WishPriority | null) => void;
  /** Names the person the wish is for, for screen readers. */
  legend: string;
  disabled?: boolean;
  testId?: string;
}

export function PriorityPicker({ value, onChange, legend, disabled, testId }: Props) {
  const { t } = useTranslation();
  const current: Choice = value ?? 'none';
  return (
    <fieldset className="m-0 inline-flex shrink-0 rounded-lg border-0 p-0" data-testid={testId}>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600">
        {CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            disabled={disabled}
            aria-pressed={current === choice}
            onClick={() => current !== choice && onChange(choice === 'none' ? null : choice)}
            data-testid={`wish-${choice}`}
            className={cn(
              'touch-target h-8 px-2.5 text-xs font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm',
              current === choice
                ? tone[choice]
                : 'bg-white text-slate-700 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {t(`wishes.priority.${choice}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
