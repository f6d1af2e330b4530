// Deals (docs/rules.md#report): transactions and contracts not cancelled, in US dollars, per
// country of the buyer and per industry of the seller; bars for the largest groups, every group in
// the table. A missing country or industry shows as "Not given".
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../core/schemas/report.ts';
import { ChartFigure } from '../ChartFigure.tsx';
import { CHART_MAX_BARS, type DealGroup, dealRows } from '../chart-data.ts';
import { RowChart, type Series } from '../charts/lazy.ts';
import { COLOUR } from '../colours.ts';
import { DataTable } from '../DataTable.tsx';
import type { ReportFormat } from '../format.ts';
import { ChartAndTable, EmptyNote, ReportSection } from '../ReportSection.tsx';

export function Deals({
  groups,
  by,
  fmt,
}: {
  groups: Report['deals_by_country'];
  by: 'country' | 'industry';
  fmt: ReportFormat;
}) {
  const { t } = useTranslation();
  const title = t(by === 'country' ? 'report.deals.byCountry' : 'report.deals.byIndustry');
  const rows = dealRows(groups);
  const name = (g: DealGroup) => g.key || t('report.deals.notGiven');
  const series: Series[] = [
    { key: 'transaction_usd', name: t('report.deals.transactionUsd'), colour: COLOUR.transactions },
    { key: 'contract_usd', name: t('report.deals.contractUsd'), colour: COLOUR.contracts },
  ];
  const drawn = rows.slice(0, CHART_MAX_BARS).map((g) => ({ ...g, name: name(g) }));
  const top = rows[0];
  return (
    <ReportSection title={title} intro={t('report.deals.intro')} testId={`report-deals-${by}`}>
      {top ? (
        <ChartAndTable
          wide
          chart={
            <ChartFigure
              label={t('report.deals.chartLabel', {
                title,
                groups: fmt.count(rows.length),
                top: name(top),
                transactions: fmt.usd(top.transaction_usd),
                contracts: fmt.usd(top.contract_usd),
              })}
              height={56 + drawn.length * 44}
              legend={series}
              note={rows.length > CHART_MAX_BARS ? t('report.deals.chartTop', { count: CHART_MAX_BARS }) : undefined}
              testId={`report-deals-${by}-chart`}
            >
              <RowChart data={drawn} category="name" series={series} formatValue={fmt.usdShort} />
            </ChartFigure>
          }
          table={
            <DataTable
              caption={title}
              groups={[
                { header: t('report.deals.transactions'), span: 2 },
                { header: t('report.deals.contracts'), span: 2 },
              ]}
              columns={[
                { header: t(by === 'country' ? 'report.deals.country' : 'report.deals.industry') },
                { header: t('report.deals.count'), numeric: true },
                { header: t('report.deals.usd'), numeric: true, swatch: COLOUR.transactions },
                { header: t('report.deals.count'), numeric: true },
                { header: t('report.deals.usd'), numeric: true, swatch: COLOUR.contracts },
              ]}
              rows={rows.map((g) => ({
                key: g.key,
                cells: [
                  name(g),
                  fmt.count(g.transactions),
                  fmt.usd(g.transaction_usd),
                  fmt.count(g.contracts),
                  fmt.usd(g.contract_usd),
                ],
              }))}
              testId={`report-deals-${by}-table`}
            />
          }
        />
      ) : (
        <EmptyNote>{t('report.deals.none')}</EmptyNote>
      )}
    </ReportSection>
  );
}
