// The report's sections in reading order (docs/rules.md#report). A project without meetings shows
// one clear empty state where the meeting figures would be; each later section has its own note.
import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../core/schemas/report.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { hasMeetings } from './chart-data.ts';
import { reportFormat } from './format.ts';
import { Deals } from './sections/Deals.tsx';
import { FollowUp } from './sections/FollowUp.tsx';
import { Interpreters } from './sections/Interpreters.tsx';
import { MeetingsByDay } from './sections/MeetingsByDay.tsx';
import { PossibleNoShows, RepeatNoShows } from './sections/NoShows.tsx';
import { RequestHealth } from './sections/RequestHealth.tsx';
import { Satisfaction } from './sections/Satisfaction.tsx';
import { TopSellers } from './sections/TopSellers.tsx';
import { Totals } from './sections/Totals.tsx';

export function ReportBody({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const fmt = reportFormat(i18n.language);
  return (
    <div className="space-y-6">
      {hasMeetings(report) ? (
        <>
          <Totals report={report} fmt={fmt} />
          <MeetingsByDay report={report} fmt={fmt} />
        </>
      ) : (
        <EmptyState icon={CalendarX} title={t('report.noMeetings')} text={t('report.noMeetingsText')} />
      )}
      <RequestHealth report={report} />
      <Satisfaction report={report} fmt={fmt} />
      <FollowUp report={report} fmt={fmt} />
      <Deals groups={report.deals_by_country} by="country" fmt={fmt} />
      <Deals groups={report.deals_by_industry} by="industry" fmt={fmt} />
      <Interpreters report={report} fmt={fmt} />
      <PossibleNoShows report={report} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TopSellers report={report} fmt={fmt} />
        <RepeatNoShows report={report} fmt={fmt} />
      </div>
    </div>
  );
}
