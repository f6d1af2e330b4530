// Follow-up and deal size (docs/rules.md#report): how many buyers and sellers want to follow up
// (yes, maybe, no) and which deal size they expect, each side a column; a rating given without
// that detail shows as not answered (docs/decisions/035-one-tap.md).
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../core/schemas/report.ts';
import { dealSizeRows, followUpRows, hasFeedback, SIDES, unansweredRow } from '../chart-data.ts';
import { DataTable } from '../DataTable.tsx';
import type { ReportFormat } from '../format.ts';
import { EmptyNote, ReportSection } from '../ReportSection.tsx';

export function FollowUp({ report, fmt }: { report: Report; fmt: ReportFormat }) {
  const { t } = useTranslation();
  const sideColumns = SIDES.map((side) => ({ header: t(`report.side.${side}`), numeric: true }));
  const cells = (label: string, r: { buyer: number; seller: number }) => [
    label,
    fmt.count(r.buyer),
    fmt.count(r.seller),
  ];
  return (
    <ReportSection title={t('report.followUp.title')} intro={t('report.followUp.intro')} testId="report-follow-up">
      {hasFeedback(report) ? (
        <div className="grid items-start gap-4 md:grid-cols-2">
          <DataTable
            caption={t('report.followUp.caption')}
            columns={[{ header: t('report.followUp.answer') }, ...sideColumns]}
            rows={[
              ...followUpRows(report).map((r) => ({ key: r.key, cells: cells(t(`report.followUp.${r.key}`), r) })),
              { key: 'unanswered', cells: cells(t('onetap.report.unanswered'), unansweredRow(report.follow_up)) },
            ]}
            testId="report-follow-up-table"
          />
          <DataTable
            caption={t('report.followUp.sizeCaption')}
            columns={[{ header: t('report.followUp.size') }, ...sideColumns]}
            rows={[
              ...dealSizeRows(report).map((r) => ({
                key: r.key,
                cells: cells(t(`report.followUp.band.${r.key}`), r),
              })),
              { key: 'unanswered', cells: cells(t('onetap.report.unanswered'), unansweredRow(report.deal_size)) },
            ]}
            testId="report-deal-size-table"
          />
        </div>
      ) : (
        <EmptyNote>{t('report.followUp.none')}</EmptyNote>
      )}
    </ReportSection>
  );
}
