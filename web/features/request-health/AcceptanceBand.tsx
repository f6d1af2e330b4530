// The acceptance rate on a 0-100 % scale with the organisers' target band (40-60 %) shaded, and in
// words whether it is within, below or above the target.
import { useTranslation } from 'react-i18next';
import { ACCEPTANCE_TARGET } from '../../../core/rules/request-health.ts';
import { cn } from '../../lib/cn.ts';

export type AcceptanceVerdict = 'within' | 'below' | 'above';

/** Where a rate stands against the target band; null before any answer. */
export function verdictOf(rate: number | null): AcceptanceVerdict | null {
  if (rate === null) return null;
  if (rate < ACCEPTANCE_TARGET.min) return 'below';
  if (rate > ACCEPTANCE_TARGET.max) return 'above';
  return 'within';
}

export function AcceptanceBand({ rate, share }: { rate: number | null; share: (n: number | null) => string }) {
  const { t } = useTranslation();
  const verdict = verdictOf(rate);
  const min = share(ACCEPTANCE_TARGET.min);
  const max = share(ACCEPTANCE_TARGET.max);
  return (
    <div className="mt-2">
      {/* Before any answer there is nothing to picture: the band alone, and the words below. */}
      <div
        {...(rate === null
          ? { 'aria-hidden': true }
          : { role: 'img', 'aria-label': t('requestHealth.bandLabel', { rate: share(rate), min, max }) })}
        className="relative h-2.5 rounded-full bg-slate-200 dark:bg-slate-700"
        data-testid="acceptance-band"
      >
        <span
          className="absolute inset-y-0 rounded-sm bg-emerald-500/50 dark:bg-emerald-400/40"
          style={{
            left: `${ACCEPTANCE_TARGET.min * 100}%`,
            width: `${(ACCEPTANCE_TARGET.max - ACCEPTANCE_TARGET.min) * 100}%`,
          }}
          aria-hidden
        />
        {rate !== null && (
          <span
            className="absolute -top-1 h-4.5 w-1.5 -translate-x-1/2 rounded-full bg-slate-900 ring-2 ring-white dark:bg-white dark:ring-slate-900"
            style={{ left: `${rate * 100}%` }}
            aria-hidden
          />
        )}
      </div>
      <p className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
        {t('requestHealth.target', { min, max })}
        {verdict && (
          <span
            className={cn(
              'ml-1.5 font-medium',
              verdict === 'within' ? 'text-emerald-700 dark:text-emerald-300' : 'text-amber-700 dark:text-amber-300',
            )}
            data-testid="acceptance-verdict"
          >
            {t(`requestHealth.verdict.${verdict}`)}
          </span>
        )}
      </p>
    </div>
  );
}
