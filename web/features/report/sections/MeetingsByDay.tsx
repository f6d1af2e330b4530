// Meetings by day (docs/rules.md#report): a stacked bar a day of held, no-show, still planned and
// cancelled meetings, and the same numbers in a table with the totals of all days.
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../core/schemas/report.ts';
import { formatDay } from '../../../lib/format.ts';
import { ChartFigure } from '../ChartFigure.tsx';
import { meetingDayRows, meetingTotals } from '../chart-data.ts';
import { ColumnChart, type Series } from '../charts/lazy.ts';
import { COLOUR } from '../colours.ts';
import { DataTable } from '../DataTable.tsx';
import type { ReportFormat } from '../format.ts';
import { ChartAndTable, ReportSection } from '../ReportSection.tsx';

const STACK = ['held', 'no_show', 'open', 'cancelled'] as const;
const LABEL = {
  held: 'report.meetings.held',
  no_show: 'report.meetings.noShow',
  open: 'report.meetings.open',
  cancelled: 'report.meetings.cancelled',
} as const;

export function MeetingsByDay({ report, fmt }: { report: Report; fmt: ReportFormat }) {
  const { t, i18n } = useTranslation();
  const rows = meetingDayRows(report);
  const totals = meetingTotals(report);
  const series: Series[] = STACK.map((key) => ({ key, name: t(LABEL[key]), colour: COLOUR[key] }));
  const day = (d: string) => formatDay(d, i18n.language);
  const figures = (r: Omit<(typeof rows)[number], 'day'>) => [
    ...STACK.map((key) => fmt.count(r[key])),
    fmt.count(r.planned),
  ];
  return (
    <ReportSection title={t('report.meetings.title')} intro={t('report.meetings.intro')} testId="report-meetings">
      <ChartAndTable
        wide
        chart={
          <ChartFigure
            label={t('report.meetings.chartLabel', {
              days: fmt.count(rows.length),
              held: fmt.count(totals.held),
              noShow: fmt.count(totals.no_show),
              open: fmt.count(totals.open),
              cancelled: fmt.count(totals.cancelled),
            })}
            height={260}
            legend={series}
            testId="report-meetings-chart"
          >
            <ColumnChart
              data={rows}
              category="day"
              series={series}
              stacked
              formatCategory={day}
              formatValue={fmt.count}
            />
          </ChartFigure>
        }
        table={
          <DataTable
            caption={t('report.meetings.title')}
            columns={[
              { header: t('report.meetings.day') },
              ...series.map((s) => ({ header: s.name, numeric: true, swatch: s.colour })),
              { header: t('report.meetings.planned'), numeric: true },
            ]}
            rows={rows.map((r) => ({ key: r.day, cells: [day(r.day), ...figures(r)] }))}
            foot={[{ key: 'total', cells: [t('report.meetings.total'), ...figures(totals)] }]}
            testId="report-meetings-table"
          />
        }
      />
    </ReportSection>
  );
}
