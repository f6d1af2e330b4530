// The import's four steps in a row, the current one marked (aria-current="step").
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export const STAGES = ['upload', 'map', 'preview', 'done'] as const;
export type Stage = (typeof STAGES)[number];

export function ImportSteps({ stage }: { stage: Stage }) {
  const { t } = useTranslation();
  const current = STAGES.indexOf(stage);
  return (
    <nav aria-label={t('import.steps.label')} className="mb-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-2">
        {STAGES.map((s, i) => (
          <li key={s} className="flex items-center gap-2" aria-current={i === current ? 'step' : undefined}>
            {i > 0 && <span className="h-px w-4 bg-slate-300 sm:w-8 dark:bg-slate-700" aria-hidden />}
            <span
              className={cn(
                'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                i < current && 'bg-brand-600 text-white',
                i === current && 'bg-brand-600 text-white ring-4 ring-brand-500/25',
                i > current && 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
              )}
              aria-hidden
            >
              {i < current ? <Check className="h-4 w-4" /> : i + 1}
            </span>
            <span
              // At phone width only the current step is named; the numbers show the way.
              className={cn(
                'text-sm',
                i === current
                  ? 'font-semibold text-slate-900 dark:text-white'
                  : 'sr-only text-slate-600 sm:not-sr-only dark:text-slate-400',
              )}
            >
              {t(`import.steps.${s}`)}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
