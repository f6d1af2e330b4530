// Why the organiser's fixed meetings and orders leave no plan (a 422 plan_infeasible from the preview):
// one sentence per reason, naming the people, meetings and slots, under the error's own headline.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfeasibilityReasonView } from '../../../../../core/schemas/plan-constraints.ts';
import { ApiError } from '../../../../lib/api.ts';
import { reasonText } from './reason-text.ts';

/** The reasons of a 422 plan_infeasible; none for any other error. */
function reasonsOf(error: unknown): InfeasibilityReasonView[] {
  if (!(error instanceof ApiError) || error.code !== 'plan_infeasible') return [];
  return ((error.details ?? {}) as { reasons?: InfeasibilityReasonView[] }).reasons ?? [];
}

/** The reasons of `error` when it is a plan_infeasible; nothing for any other error. */
export function InfeasibleReasons({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const reasons = reasonsOf(error);
  // The panel above may fill the dialog: the reasons come into view when a change brings them.
  useEffect(() => {
    if (reasonsOf(error).length) section.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  if (reasons.length === 0) return null;
  return (
    <section ref={section} aria-labelledby="auto-infeasible" className="mt-3">
      <h3 id="auto-infeasible" className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        {t('autoSchedule.infeasible.title')}
      </h3>
      <ReasonList reasons={reasons} testId="auto-infeasible-reason" />
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t('autoSchedule.infeasible.hint')}</p>
    </section>
  );
}

/** Reasons why there is no plan, one sentence each (the auto-schedule's and the re-plan's). */
export function ReasonList({ reasons, testId }: { reasons: InfeasibilityReasonView[]; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="space-y-2 text-sm">
      {reasons.map((r) => (
        <li
          key={JSON.stringify([r.code, r.people, r.meetings])}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid={testId}
          data-code={r.code}
        >
          {reasonText(t, r, i18n.language)}
        </li>
      ))}
    </ul>
  );
}
