// The 1-5 rating: a radio group of stars. Native radio inputs (visually hidden) keep the keyboard
// (arrows move and choose) and screen readers ("4 stars, Very good, 4 of 5") as they always are;
// the stars are their labels.
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const VALUES = [1, 2, 3, 4, 5] as const;

export function StarRating({
  name,
  legend,
  value,
  onChange,
  disabled,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset data-testid="feedback-rating">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
        {VALUES.map((n) => (
          <label
            key={n}
            className={cn(
              'touch-target inline-flex items-center justify-center rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              disabled ? 'cursor-not-allowed' : 'cursor-pointer',
            )}
            onMouseEnter={() => !disabled && setHover(n)}
            onMouseLeave={() => setHover(null)}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              disabled={disabled}
            />
            <Star
              className={cn(
                'h-8 w-8 transition-colors',
                n <= shown
                  ? 'fill-amber-400 text-amber-500 dark:fill-amber-400 dark:text-amber-400'
                  : 'text-slate-300 dark:text-slate-600',
              )}
              aria-hidden
            />
            <span className="sr-only">
              {t('feedback.starOption', { value: n, label: t(`feedback.ratingLabels.${n}`) })}
            </span>
          </label>
        ))}
        <span className="ml-2 min-w-20 text-sm text-slate-700 dark:text-slate-300" aria-hidden>
          {shown > 0 ? t(`feedback.ratingLabels.${shown}`) : ''}
        </span>
      </div>
    </fieldset>
  );
}

/** A given rating, read-only: the stars with their meaning spoken as "4 of 5 stars". */
export function StarsShown({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <span role="img" aria-label={t('feedback.starsOf', { value })} className="inline-flex">
        {VALUES.map((n) => (
          <Star
            key={n}
            className={cn(
              'h-5 w-5',
              n <= value ? 'fill-amber-400 text-amber-500 dark:text-amber-400' : 'text-slate-300 dark:text-slate-600',
            )}
            aria-hidden
          />
        ))}
      </span>
      <span className="text-sm whitespace-nowrap text-slate-700 dark:text-slate-300">
        {t(`feedback.ratingLabels.${value}`)}
      </span>
    </span>
  );
}
