// "Fixed meetings and order" on the organiser's auto-schedule (docs/rules.md#fixed-meetings-and-precedences):
// the meetings fixed to a slot and the orders asked, each with its remove button, and the forms to add
// them. Every change plans the preview again, so its reasons (or its plan) follow at once.
import { ChevronDown, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Alert, Loading } from '../../../../components/ui/Feedback.tsx';
import { IconButton } from '../../../../components/ui/IconButton.tsx';
import { useParticipants } from '../../../../features/participants/api.ts';
import {
  usePlanConstraints,
  useRemoveFixedMeeting,
  useRemovePrecedence,
} from '../../../../features/plan-constraints/api.ts';
import { useProject } from '../../../../features/projects/api.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { formatDay } from '../../../../lib/format.ts';
import { FixedMeetingForm } from './FixedMeetingForm.tsx';
import { PrecedenceForm } from './PrecedenceForm.tsx';
import { type Person, peopleOf, personName } from './people.ts';

const row = 'flex flex-wrap items-center gap-x-3 gap-y-0.5 px-3 py-1.5 text-sm text-slate-900 dark:text-slate-100';
const list = 'divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700';
const heading = 'text-sm font-semibold text-slate-900 dark:text-white';

export function PlanConstraintsPanel({ projectId, onChange }: { projectId: string; onChange: () => void }) {
  const { t, i18n } = useTranslation();
  const asks = usePlanConstraints(projectId);
  const project = useProject(projectId);
  const participants = useParticipants(projectId);
  const removeFixed = useRemoveFixedMeeting(projectId);
  const removeOrder = useRemovePrecedence(projectId);
  const buyers = peopleOf(participants.data, 'buyer');
  const sellers = peopleOf(participants.data, 'seller');
  const pair = (p: { buyer: Person; seller: Person }) =>
    t('autoSchedule.infeasible.pair', { buyer: personName(p.buyer), seller: personName(p.seller) });
  const count = (asks.data?.fixed_meetings.length ?? 0) + (asks.data?.precedences.length ?? 0);
  const removeError = removeFixed.error ?? removeOrder.error;

  return (
    <details
      className="group mb-4 rounded-lg border border-slate-200 dark:border-slate-700"
      data-testid="plan-constraints"
    >
      <summary className="touch-target flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-semibold text-slate-900 dark:text-white">
        <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden />
        {t('planConstraints.title')}
        {count > 0 && <Badge tone="blue">{count}</Badge>}
      </summary>
      <div className="space-y-4 border-t border-slate-200 p-3 dark:border-slate-700">
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('planConstraints.intro')}</p>
        {(asks.isPending || project.isPending) && <Loading label={t('planConstraints.loading')} />}
        {asks.isError && <Alert>{errorMessage(t, asks.error, 'planConstraints.failed')}</Alert>}
        {removeError && <Alert>{errorMessage(t, removeError, 'planConstraints.failed')}</Alert>}
        {asks.data && project.data && (
          <>
            <section className="space-y-2" aria-labelledby="fixed-title">
              <h3 id="fixed-title" className={heading}>
                {t('planConstraints.fixedTitle')}
              </h3>
              {asks.data.fixed_meetings.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('planConstraints.noFixed')}</p>
              ) : (
                <ul className={list}>
                  {asks.data.fixed_meetings.map((f) => (
                    <li key={f.id} className={row} data-testid="fixed-meeting">
                      <span className="w-full shrink-0 text-slate-500 tabular-nums sm:w-32 dark:text-slate-400">
                        {formatDay(f.date, i18n.language)} {f.start_time}
                      </span>
                      <span className="min-w-0 flex-1 break-words">{pair(f)}</span>
                      <IconButton
                        label={t('planConstraints.removeFixed', { pair: pair(f) })}
                        tone="danger"
                        disabled={removeFixed.isPending}
                        onClick={() => removeFixed.mutate(f.id, { onSuccess: onChange })}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </IconButton>
                    </li>
                  ))}
                </ul>
              )}
              <FixedMeetingForm
                projectId={projectId}
                grid={project.data}
                buyers={buyers}
                sellers={sellers}
                onAdded={onChange}
              />
            </section>
            <section className="space-y-2" aria-labelledby="order-title">
              <h3 id="order-title" className={heading}>
                {t('planConstraints.orderTitle')}
              </h3>
              {asks.data.precedences.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('planConstraints.noOrder')}</p>
              ) : (
                <ul className={list}>
                  {asks.data.precedences.map((p) => (
                    <li key={p.id} className={row} data-testid="precedence">
                      <span className="min-w-0 flex-1 break-words">
                        {t('planConstraints.beforeAfter', { first: pair(p.before), second: pair(p.after) })}
                      </span>
                      <IconButton
                        label={t('planConstraints.removeOrder')}
                        tone="danger"
                        disabled={removeOrder.isPending}
                        onClick={() => removeOrder.mutate(p.id, { onSuccess: onChange })}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </IconButton>
                    </li>
                  ))}
                </ul>
              )}
              <PrecedenceForm projectId={projectId} buyers={buyers} sellers={sellers} onAdded={onChange} />
            </section>
          </>
        )}
      </div>
    </details>
  );
}
