// Interpreter utilisation (docs/rules.md#report): each interpreter's meetings (not cancelled)
// against the project's slots, as a bar of 0-100 % and a table with the counts.
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../core/schemas/report.ts';
import { ChartFigure } from '../ChartFigure.tsx';
import { CHART_MAX_BARS, interpreterRows } from '../chart-data.ts';
import { RowChart, type Series } from '../charts/lazy.ts';
import { COLOUR } from '../colours.ts';
import { DataTable } from '../DataTable.tsx';
import type { ReportFormat } from '../format.ts';
import { ChartAndTable, EmptyNote, ReportSection } from '../ReportSection.tsx';

export function Interpreters({ report, fmt }: { report: Report; fmt: ReportFormat }) {
  const { t } = useTranslation();
  const rows = interpreterRows(report);
  const series: Series[] = [{ key: 'percent', name: t('report.interpreters.utilisation'), colour: COLOUR.utilisation }];
  const drawn = rows.slice(0, CHART_MAX_BARS).map((r) => ({ ...r, percent: r.percent ?? 0 }));
  const first = rows[0];
  const last = rows[rows.length - 1];
  // Bars of nothing but zeros would be empty axes: the table alone says who could interpret.
  const interpreted = rows.some((r) => r.meetings > 0);
  const table = (
    <DataTable
      caption={t('report.interpreters.title')}
      columns={[
        { header: t('report.interpreters.interpreter') },
        { header: t('report.interpreters.meetings'), numeric: true },
        { header: t('report.interpreters.capacity'), numeric: true },
        { header: t('report.interpreters.utilisation'), numeric: true, swatch: COLOUR.utilisation },
      ]}
      rows={rows.map((r) => ({
        key: r.id,
        cells: [r.full_name, fmt.count(r.meetings), fmt.count(r.capacity), fmt.share(r.utilisation)],
      }))}
      testId="report-interpreters-table"
    />
  );
  return (
    <ReportSection
      title={t('report.interpreters.title')}
      intro={t('report.interpreters.intro')}
      testId="report-interpreters"
    >
      {first && last ? (
        interpreted ? (
          <ChartAndTable
            chart={
              <ChartFigure
                label={t('report.interpreters.chartLabel', {
                  count: rows.length,
                  top: first.full_name,
                  topRate: fmt.share(first.utilisation),
                  low: last.full_name,
                  lowRate: fmt.share(last.utilisation),
                })}
                height={56 + drawn.length * 36}
                note={rows.length > CHART_MAX_BARS ? t('report.deals.chartTop', { count: CHART_MAX_BARS }) : undefined}
                testId="report-interpreters-chart"
              >
                <RowChart
                  data={drawn}
                  category="full_name"
                  series={series}
                  domain={[0, 100]}
                  formatValue={(n) => fmt.share(n / 100)}
                />
              </ChartFigure>
            }
            table={table}
          />
        ) : (
          <div className="space-y-4">
            <EmptyNote testId="report-interpreters-empty">{t('report.interpreters.noMeetings')}</EmptyNote>
            {table}
          </div>
        )
      ) : (
        <EmptyNote>{t('report.interpreters.none')}</EmptyNote>
      )}
    </ReportSection>
  );
}
