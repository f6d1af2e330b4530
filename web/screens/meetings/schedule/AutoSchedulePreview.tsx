// What the planner proposes: the figures (meetings; total weight with its upper bound; percent of
// the bound; breaks with their lower bound), the proposed meetings by day and slot with their
// tables, the project's daily maximum and the meetings it cost, and each unmet wish with its
// reason in words.
import { useTranslation } from 'react-i18next';
import type { AutoSchedulePreview as Preview } from '../../../../core/schemas/auto-schedule.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { formatDay } from '../../../lib/format.ts';

const name = (p: { full_name: string; company_name: string }) =>
  p.company_name ? `${p.full_name} (${p.company_name})` : p.full_name;

/** One figure; `bound` is the line under it that says how far it could go (upper or lower bound). */
function Figure({
  label,
  value,
  testId,
  bound,
}: {
  label: string;
  value: string | number;
  testId: string;
  bound?: { text: string; testId: string };
}) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums dark:text-white" data-testid={testId}>
        {value}
      </dd>
      {bound && (
        <dd className="text-xs text-slate-500 tabular-nums dark:text-slate-400" data-testid={bound.testId}>
          {bound.text}
        </dd>
      )}
    </div>
  );
}

export function AutoSchedulePreview({ preview }: { preview: Preview }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-5">
      <div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label={t('autoSchedule.proposed')} value={preview.meetings.length} testId="auto-proposed" />
          <Figure
            label={t('autoSchedule.totalWeight')}
            value={preview.total_weight}
            testId="auto-total-weight"
            bound={{ text: t('autoSchedule.atMost', { bound: preview.upper_bound }), testId: 'auto-bound' }}
          />
          <Figure
            label={t('autoSchedule.percent')}
            value={t('autoSchedule.percentValue', { percent: preview.percent_of_bound.toFixed(1) })}
            testId="auto-percent"
          />
          <Figure
            label={t('autoSchedule.breaks')}
            value={preview.breaks}
            testId="auto-breaks"
            bound={{
              text: t('autoSchedule.atLeast', { bound: preview.breaks_lower_bound }),
              testId: 'auto-breaks-bound',
            }}
          />
        </dl>
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t('autoSchedule.boundHint')}</p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t('autoSchedule.breaksHint', { worst: preview.max_person_breaks })}
        </p>
        {preview.max_meetings_per_day !== null && (
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400" data-testid="auto-daily-limit">
            {t('autoSchedule.dailyLimit', { max: preview.max_meetings_per_day })}{' '}
            <span
              className={preview.daily_limit_cost > 0 ? 'font-medium text-amber-700 dark:text-amber-300' : undefined}
              data-testid="auto-daily-limit-cost"
            >
              {preview.daily_limit_cost > 0
                ? t('autoSchedule.dailyLimitCost', { count: preview.daily_limit_cost })
                : t('autoSchedule.dailyLimitFree')}
            </span>
          </p>
        )}
      </div>
      <section aria-labelledby="auto-meetings">
        <h3 id="auto-meetings" className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
          {t('autoSchedule.meetingsTitle')}
        </h3>
        {preview.meetings.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('autoSchedule.noMeetings')}</p>
        ) : (
          <ul
            className="max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 dark:divide-slate-800 dark:border-slate-700"
            aria-labelledby="auto-meetings"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls here, by keyboard too
            tabIndex={0}
          >
            {preview.meetings.map((m) => (
              <li
                key={`${m.date}-${m.slot}-${m.buyer.id}`}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2"
                data-testid="auto-meeting"
                data-date={m.date}
              >
                <span className="w-full shrink-0 text-slate-500 tabular-nums sm:w-36 dark:text-slate-400">
                  {formatDay(m.date, i18n.language)} {m.start_time}
                </span>
                <span className="min-w-0 flex-1 text-slate-900 dark:text-slate-100">
                  {t('autoSchedule.pair', { buyer: name(m.buyer), seller: name(m.seller) })}
                  {m.interpreter && (
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {t('autoSchedule.interpreter', { name: m.interpreter.full_name })}
                    </span>
                  )}
                </span>
                {m.table && (
                  <span className="text-xs text-slate-600 dark:text-slate-300" data-testid="auto-meeting-table">
                    {t('autoSchedule.table', { name: m.table.name })}
                  </span>
                )}
                {m.fixed && <Badge tone="purple">{t('planConstraints.fixedBadge')}</Badge>}
                <Badge tone="blue">{t('autoSchedule.weight', { weight: m.weight })}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="auto-unmet">
        <h3 id="auto-unmet" className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
          {t('autoSchedule.unmetTitle')}
        </h3>
        {preview.unmet.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('autoSchedule.noUnmet')}</p>
        ) : (
          <ul
            className="max-h-48 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 dark:divide-slate-800 dark:border-slate-700"
            aria-labelledby="auto-unmet"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls here, by keyboard too
            tabIndex={0}
          >
            {preview.unmet.map((u) => (
              <li key={`${u.buyer.id}-${u.seller.id}`} className="px-3 py-2" data-testid="auto-unmet">
                <span className="text-slate-900 dark:text-slate-100">
                  {t('autoSchedule.pair', { buyer: name(u.buyer), seller: name(u.seller) })}
                </span>{' '}
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  ({t('autoSchedule.weight', { weight: u.weight })})
                </span>
                <span className="block text-amber-700 dark:text-amber-300">
                  {t(`autoSchedule.reasons.${u.reason}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
