// Top sellers (docs/rules.md#report): the ten sellers who received the most meeting requests.
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../core/schemas/report.ts';
import { DataTable } from '../DataTable.tsx';
import type { ReportFormat } from '../format.ts';
import { EmptyNote, ReportSection } from '../ReportSection.tsx';
import { PersonName } from './PersonName.tsx';

export function TopSellers({ report, fmt }: { report: Report; fmt: ReportFormat }) {
  const { t } = useTranslation();
  const sellers = report.top_sellers;
  return (
    <ReportSection
      title={t('report.topSellers.title')}
      intro={t('report.topSellers.intro')}
      testId="report-top-sellers"
    >
      {sellers.length > 0 ? (
        <DataTable
          caption={t('report.topSellers.title')}
          columns={[
            { header: t('report.topSellers.rank'), numeric: true },
            { header: t('report.topSellers.seller') },
            { header: t('report.topSellers.requests'), numeric: true },
          ]}
          rows={sellers.map((s, i) => ({
            key: s.id,
            cells: [fmt.count(i + 1), <PersonName key="name" person={s} />, fmt.count(s.requests)],
          }))}
          testId="report-top-sellers-table"
        />
      ) : (
        <EmptyNote>{t('report.topSellers.none')}</EmptyNote>
      )}
    </ReportSection>
  );
}
