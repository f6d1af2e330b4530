// Why the organiser's fixed meetings and orders leave no plan (a 422 plan_infeasible from the preview):
// one sentence per reason, naming the people, meetings and slots, under the error's own headline.
import { useTranslation } from 'react-i18next';
import type { InfeasibilityReasonView } from '../../../../../core/schemas/plan-constraints.ts';
import { ApiError } from '../../../../lib/api.ts';
import { reasonText } from './reason-text.ts';

/** The reasons of `error` when it is a plan_infeasible; nothing for any other error. */
export function InfeasibleReasons({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!(error instanceof ApiError) || error.code !== 'plan_infeasible') return null;
  const reasons = ((error.details ?? {}) as { reasons?: InfeasibilityReasonView[] }).reasons ?? [];
  if (reasons.length === 0) return null;
  return (
    <section aria-labelledby="auto-infeasible" className="mt-3">
      <h3 id="auto-infeasible" className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        {t('autoSchedule.infeasible.title')}
      </h3>
      <ul className="space-y-2 text-sm" data-testid="auto-infeasible">
        {reasons.map((r) => (
          <li
            key={JSON.stringify([r.code, r.people, r.meetings])}
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
            data-testid="auto-infeasible-reason"
            data-code={r.code}
          >
            {reasonText(t, r, i18n.language)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t('autoSchedule.infeasible.hint')}</p>
    </section>
  );
}
