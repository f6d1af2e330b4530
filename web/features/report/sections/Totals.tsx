// The report at a glance: planned, held, no-show and cancelled meetings of all days, and the
// check-in rate (of the meetings not cancelled whose start has passed, those with a check-in).
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../core/schemas/report.ts';
import type { ReportFormat } from '../format.ts';

export function Totals({ report, fmt }: { report: Report; fmt: ReportFormat }) {
  const { t } = useTranslation();
  const { totals, check_in: checkIn } = report;
  const tiles = [
    { key: 'planned', label: t('report.totals.planned'), value: fmt.count(totals.planned) },
    { key: 'held', label: t('report.totals.held'), value: fmt.count(totals.held) },
    { key: 'no-show', label: t('report.totals.noShow'), value: fmt.count(totals.no_show) },
    { key: 'cancelled', label: t('report.totals.cancelled'), value: fmt.count(totals.cancelled) },
    {
      key: 'check-in',
      label: t('report.totals.checkIn'),
      value: fmt.share(checkIn.rate),
      detail:
        checkIn.eligible > 0
          ? t('report.totals.checkInDetail', {
              checkedIn: fmt.count(checkIn.checked_in),
              eligible: fmt.count(checkIn.eligible),
            })
          : t('report.totals.checkInNone'),
    },
  ];
  return (
    <section aria-label={t('report.totals.title')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {tiles.map((tile) => (
          <div
            key={tile.key}
            className="col-span-1 flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white p-4 shadow-sm last:col-span-2 sm:last:col-span-1 dark:border-slate-800 dark:bg-slate-900"
            data-testid={`report-total-${tile.key}`}
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">
              {tile.label}
              {tile.detail && <span className="mt-0.5 block text-xs">{tile.detail}</span>}
            </dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
