// The rating in one tap (docs/decisions/035-one-tap.md): five large stars, each a button that saves
// the rating as the answer at once; the follow-up, deal size and comment may follow ("Add
// details"). Buttons, not radios: arrow keys move between radios and would save on every move.
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const VALUES = [1, 2, 3, 4, 5] as const;

export function OneTapStars({
  label,
  value,
  onRate,
  disabled,
}: {
  /** What the group asks, read out before the stars ("How was your meeting with …?"). */
  label: string;
  value: number | null;
  onRate: (rating: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
      <div role="group" aria-label={label} className="flex items-center" data-testid="one-tap-stars">
        {VALUES.map((n) => (
          <button
            key={n}
            type="button"
            className={cn(
              'touch-target inline-flex h-12 w-12 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed',
            )}
            aria-label={t('feedback.starOption', { value: n, label: t(`feedback.ratingLabels.${n}`) })}
            aria-pressed={value === n}
            disabled={disabled}
            onMouseEnter={() => setHover(n)}
            onMouseLeave={() => setHover(null)}
            onClick={() => onRate(n)}
            data-testid={`one-tap-star-${n}`}
          >
            <Star
              className={cn(
                'h-9 w-9 transition-colors',
                n <= shown
                  ? 'fill-amber-400 text-amber-500 dark:fill-amber-400 dark:text-amber-400'
                  : 'text-slate-400 dark:text-slate-500',
              )}
              aria-hidden
            />
          </button>
        ))}
      </div>
      <span className="min-w-20 text-sm text-slate-700 dark:text-slate-300" aria-hidden>
        {shown > 0 ? t(`feedback.ratingLabels.${shown}`) : ''}
      </span>
    </div>
  );
}
