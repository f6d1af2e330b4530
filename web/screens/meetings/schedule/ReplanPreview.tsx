// What a re-plan for fewer breaks proposes: breaks now, after and the bound no plan beats; the
// meetings that move (from, to, table), each with a button to keep it; those that stay and why;
// those that cannot be placed and why, or that no placement exists.
import { useTranslation } from 'react-i18next';
import type { ReplanPreview as Preview } from '../../../../core/schemas/replan.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Alert } from '../../../components/ui/Feedback.tsx';
import { formatDay } from '../../../lib/format.ts';
import { ReasonList } from './plan-constraints/InfeasibleReasons.tsx';

const name = (p: { full_name: string; company_name: string }) => p.company_name || p.full_name;

interface Props {
  preview: Preview;
  /** Keeps a moving meeting where it is, or lets a kept one move again; plans again. */
  onKeep: (id: string, keep: boolean) => void;
  disabled: boolean;
}

export function ReplanPreview({ preview, onKeep, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const day = (d: string) => formatDay(d, i18n.language);
  const pair = ({ buyer, seller, interpreter }: Pick<Preview['moved'][number], 'buyer' | 'seller' | 'interpreter'>) =>
    interpreter
      ? t('replan.pairWithInterpreter', {
          buyer: name(buyer),
          seller: name(seller),
          interpreter: interpreter.full_name,
        })
      : t('replan.pair', { buyer: name(buyer), seller: name(seller) });
  const none = preview.status === 'infeasible';
  return (
    <div className="space-y-5">
      <p className="text-base font-semibold text-slate-900 dark:text-white" data-testid="replan-breaks">
        {t('replan.breaks', {
          before: preview.breaks_before,
          after: preview.breaks_after,
          bound: preview.lower_bound,
        })}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('replan.breaksHint', { limit: preview.max_breaks_per_person })}
      </p>
      {preview.days.length > 1 && (
        <section aria-labelledby="replan-days-title">
          <h3 id="replan-days-title" className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">
            {t('replan.daysTitle')}
          </h3>
          <ul className="text-sm text-slate-700 tabular-nums dark:text-slate-300" data-testid="replan-days">
            {preview.days.map((d) => (
              <li key={d.date}>
                {t('replan.dayBreaks', {
                  day: day(d.date),
                  before: d.breaks_before,
                  after: d.breaks_after,
                  bound: d.lower_bound,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {none && (
        <Alert>
          <span data-testid="replan-none">{t('replan.noPlacement')}</span>
        </Alert>
      )}
      {preview.status === 'unknown' && <Alert tone="info">{t('replan.notFound')}</Alert>}
      {preview.days
        .filter((d) => d.reasons.length > 0)
        .map((d) => (
          <ul key={d.date} className="list-inside list-disc text-sm text-slate-700 dark:text-slate-300">
            {d.reasons
              .filter((r) => r.meeting_id === null)
              .map((r) => (
                <li key={r.code}>
                  {day(d.date)}: {t(`replan.reasons.${r.code}`)}
                </li>
              ))}
          </ul>
        ))}
      {preview.days.map((d) =>
        d.infeasibility?.length ? (
          <ReasonList key={d.date} reasons={d.infeasibility} testId="replan-infeasible-reason" />
        ) : null,
      )}

      <section aria-labelledby="replan-moved-title">
        <h3 id="replan-moved-title" className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
          {t('replan.movedTitle', { count: preview.moved.length })}
        </h3>
        {preview.moved.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="replan-no-moves">
            {t('replan.noMoves')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {preview.moved.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm" data-testid="replan-move">
                {/* On a phone the pair takes its own line, the time, table and button the next. */}
                <span
                  id={`replan-pair-${m.id}`}
                  className="min-w-0 basis-full text-slate-900 sm:flex-1 sm:basis-0 dark:text-slate-100"
                >
                  {pair(m)}
                </span>
                <span className="text-slate-700 tabular-nums dark:text-slate-300">
                  {t('replan.fromTo', { day: day(m.date), from: m.start_time, to: m.to_time })}
                </span>
                {m.table && <Badge>{t('autoSchedule.table', { name: m.table.name })}</Badge>}
                {/* Every row has the same button: the pair it belongs to describes it to screen readers. */}
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={disabled}
                  onClick={() => onKeep(m.id, true)}
                  aria-describedby={`replan-pair-${m.id}`}
                >
                  {t('replan.keep')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {preview.kept.length > 0 && (
        <section aria-labelledby="replan-kept-title">
          <h3 id="replan-kept-title" className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
            {t('replan.keptTitle', { count: preview.kept.length })}
          </h3>
          <ul className="space-y-1 text-sm">
            {preview.kept.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center gap-2" data-testid="replan-kept">
                <span
                  id={`replan-kept-${m.id}`}
                  className="min-w-0 basis-full text-slate-800 sm:flex-1 sm:basis-0 dark:text-slate-200"
                >
                  {pair(m)}, {day(m.date)} {m.start_time}
                </span>
                <Badge>{t(`replan.why.${m.why}`)}</Badge>
                {m.why === 'kept' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={disabled}
                    onClick={() => onKeep(m.id, false)}
                    aria-describedby={`replan-kept-${m.id}`}
                  >
                    {t('replan.release')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {preview.unplaced.length > 0 && (
        <section aria-labelledby="replan-unplaced-title">
          <h3 id="replan-unplaced-title" className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
            {t('replan.unplacedTitle')}
          </h3>
          <ul className="space-y-1 text-sm" data-testid="replan-unplaced">
            {preview.unplaced.map((m) => (
              <li key={m.id} className="text-slate-800 dark:text-slate-200">
                {pair(m)}, {day(m.date)} {m.start_time}: {t(`replan.reasons.${m.reason}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
