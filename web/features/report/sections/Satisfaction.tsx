// Satisfaction (docs/rules.md#report): how many buyers and sellers gave each rating 1-5, as bars
// side by side, and a table with the same counts, each side's number of answers and its average.
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../core/schemas/report.ts';
import { ChartFigure } from '../ChartFigure.tsx';
import { hasFeedback, SIDES, satisfactionOf, satisfactionRows } from '../chart-data.ts';
import { ColumnChart, type Series } from '../charts/lazy.ts';
import { COLOUR } from '../colours.ts';
import { DataTable } from '../DataTable.tsx';
import type { ReportFormat } from '../format.ts';
import { ChartAndTable, EmptyNote, ReportSection } from '../ReportSection.tsx';

export function Satisfaction({ report, fmt }: { report: Report; fmt: ReportFormat }) {
  const { t } = useTranslation();
  const series: Series[] = SIDES.map((side) => ({ key: side, name: t(`report.side.${side}`), colour: COLOUR[side] }));
  const rows = satisfactionRows(report);
  const sides = SIDES.map((side) => satisfactionOf(report, side));
  const details = sides
    .map((s) =>
      s.answers > 0
        ? t('report.satisfaction.sideSummary', {
            side: t(`report.side.${s.side}`),
            average: fmt.rating(s.average),
            answers: fmt.count(s.answers),
          })
        : t('report.satisfaction.sideNone', { side: t(`report.side.${s.side}`) }),
    )
    .join('; ');
  return (
    <ReportSection
      title={t('report.satisfaction.title')}
      intro={t('report.satisfaction.intro')}
      testId="report-satisfaction"
    >
      {hasFeedback(report) ? (
        <ChartAndTable
          chart={
            <ChartFigure
              label={t('report.satisfaction.chartLabel', { details })}
              height={240}
              legend={series}
              testId="report-satisfaction-chart"
            >
              <ColumnChart data={rows} category="rating" series={series} formatValue={fmt.count} />
            </ChartFigure>
          }
          table={
            <DataTable
              caption={t('report.satisfaction.title')}
              columns={[
                { header: t('report.satisfaction.rating') },
                ...series.map((s) => ({ header: s.name, numeric: true, swatch: s.colour })),
              ]}
              rows={rows.map((r) => ({
                key: String(r.rating),
                cells: [fmt.count(r.rating), fmt.count(r.buyer), fmt.count(r.seller)],
              }))}
              foot={[
                {
                  key: 'answers',
                  cells: [t('report.satisfaction.answers'), ...sides.map((s) => fmt.count(s.answers))],
                },
                {
                  key: 'average',
                  cells: [t('report.satisfaction.average'), ...sides.map((s) => fmt.rating(s.average))],
                },
              ]}
              testId="report-satisfaction-table"
            />
          }
        />
      ) : (
        <EmptyNote testId="report-satisfaction-empty">{t('report.satisfaction.none')}</EmptyNote>
      )}
    </ReportSection>
  );
}
