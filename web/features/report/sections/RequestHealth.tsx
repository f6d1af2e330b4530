// Request health on the report (docs/rules.md#report): how the project's meeting requests fare.
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../core/schemas/report.ts';
import { RequestHealthPanel } from '../../request-health/RequestHealthPanel.tsx';
import { ReportSection } from '../ReportSection.tsx';

export function RequestHealth({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <ReportSection title={t('requestHealth.title')} intro={t('requestHealth.intro')} testId="report-request-health">
      <RequestHealthPanel health={report.request_health} projectId={report.project.id} />
    </ReportSection>
  );
}
