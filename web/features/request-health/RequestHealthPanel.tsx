// Request health (docs/rules.md#report): the acceptance rate against its 40-60 % target, the median
// time to answer, the requests waiting over 48 hours with "Nudge now", expired requests; in full (the
// report) also the decline reasons and the people over the daily maximum, compact on the dashboard.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASON_KEYS } from '../../../core/rules/request-health.ts';
import type { RequestHealth } from '../../../core/schemas/request-health.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { DataTable } from '../report/DataTable.tsx';
import { reportFormat } from '../report/format.ts';
import { PersonName } from '../report/sections/PersonName.tsx';
import { AcceptanceBand } from './AcceptanceBand.tsx';
import { answerTime } from './format.ts';
import { NudgeNow } from './NudgeNow.tsx';

function Figure({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div
      className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid={testId}
    >
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 min-w-0">
        <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</span>
        {children}
      </dd>
    </div>
  );
}

const Detail = ({ children }: { children: ReactNode }) => (
  <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{children}</span>
);

export function RequestHealthPanel({
  health,
  projectId,
  compact = false,
}: {
  health: RequestHealth;
  projectId: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const fmt = reportFormat(i18n.language);
  const { requests, waiting } = health;
  const answered = requests.approved + requests.rejected;
  const declined = DECLINE_REASON_KEYS.map((key) => ({ key, n: health.decline_reasons[key] })).filter((r) => r.n > 0);
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          label={t('requestHealth.acceptance')}
          value={fmt.share(health.acceptance_rate)}
          testId="health-acceptance"
        >
          <Detail>
            {answered > 0
              ? t('requestHealth.acceptanceDetail', {
                  approved: fmt.count(requests.approved),
                  answered: fmt.count(answered),
                })
              : t('requestHealth.acceptanceNone')}
          </Detail>
          <AcceptanceBand rate={health.acceptance_rate} share={fmt.share} />
        </Figure>
        <Figure
          label={t('requestHealth.medianAnswer')}
          value={answerTime(health.median_answer_seconds, i18n.language)}
          testId="health-median"
        >
          <Detail>
            {health.median_answer_seconds === null ? t('requestHealth.medianNone') : t('requestHealth.medianDetail')}
          </Detail>
        </Figure>
        <Figure label={t('requestHealth.waiting')} value={fmt.count(waiting.requests)} testId="health-waiting">
          {waiting.requests > 0 && <Detail>{t('requestHealth.waitingPeople', { count: waiting.people })}</Detail>}
          <NudgeNow projectId={projectId} waiting={waiting.requests} nudgeable={waiting.nudgeable} />
        </Figure>
        <Figure label={t('requestHealth.expired')} value={fmt.count(requests.expired)} testId="health-expired">
          <Detail>
            {t('requestHealth.expiredDetail', { count: requests.total, total: fmt.count(requests.total) })}
          </Detail>
        </Figure>
      </dl>
      {compact && (
        <p
          className={cn(
            'text-sm',
            health.over_daily_max.length > 0
              ? 'font-medium text-amber-700 dark:text-amber-300'
              : 'text-slate-600 dark:text-slate-400',
          )}
          data-testid="health-over-max-count"
        >
          {health.max_meetings_per_day === null
            ? t('requestHealth.overMaxUnset')
            : t('requestHealth.overMaxCount', {
                count: health.over_daily_max.length,
                max: health.max_meetings_per_day,
              })}
        </p>
      )}
      {!compact && (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {declined.length > 0 ? (
            <DataTable
              caption={t('requestHealth.declines')}
              columns={[{ header: t('requestHealth.reason') }, { header: t('requestHealth.count'), numeric: true }]}
              rows={declined.map((r) => ({
                key: r.key,
                cells: [t(`requestHealth.reasons.${r.key}`), fmt.count(r.n)],
              }))}
              testId="health-declines"
            />
          ) : (
            <Note testId="health-declines-none">{t('requestHealth.declinesNone')}</Note>
          )}
          {health.max_meetings_per_day === null ? (
            <Note testId="health-over-max-unset">{t('requestHealth.overMaxUnset')}</Note>
          ) : health.over_daily_max.length > 0 ? (
            <DataTable
              caption={t('requestHealth.overMax', { max: health.max_meetings_per_day })}
              columns={[
                { header: t('requestHealth.person') },
                { header: t('requestHealth.day') },
                { header: t('requestHealth.meetings'), numeric: true },
              ]}
              rows={health.over_daily_max.map((o) => ({
                key: `${o.id}-${o.day}`,
                cells: [<PersonName key="name" person={o} />, formatDate(o.day, i18n.language), fmt.count(o.meetings)],
              }))}
              testId="health-over-max"
            />
          ) : (
            <Note testId="health-over-max-none">
              {t('requestHealth.overMaxNone', { max: health.max_meetings_per_day })}
            </Note>
          )}
        </div>
      )}
    </div>
  );
}

function Note({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p
      className="rounded-lg border border-dashed border-slate-300 px-4 py-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400"
      data-testid={testId}
    >
      {children}
    </p>
  );
}
