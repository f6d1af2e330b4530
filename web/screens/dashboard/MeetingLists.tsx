// Upcoming and completed meetings on the user dashboard; each row leads to the meeting.
import { CalendarCheck, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../core/roles.ts';
import { meetingPlace } from '../../../core/rules/tables.ts';
import type { DashboardMeeting } from '../../../core/schemas/dashboard.ts';
import { MeetingSignalNotes } from '../../features/meeting-signals/SignalNote.tsx';
import { MeetingStatusBadge } from '../../features/meetings/MeetingStatusBadge.tsx';
import { formatDate } from '../../lib/format.ts';
import { DashboardList, DashboardRow } from './DashboardList.tsx';

/** Whom the reader meets: the seller for a buyer, the buyer for a seller, both for an interpreter. */
function useCounterpart(viewer: Role) {
  const { t } = useTranslation();
  return (m: DashboardMeeting) => {
    if (viewer === 'buyer') return { name: m.seller.full_name, company: m.seller.company_name };
    if (viewer === 'seller') return { name: m.buyer.full_name, company: m.buyer.company_name };
    return {
      name: t('dashboard.buyerAndSeller', { buyer: m.buyer.full_name, seller: m.seller.full_name }),
      company: '',
    };
  };
}

function MeetingRow({ meeting: m, viewer }: { meeting: DashboardMeeting; viewer: Role }) {
  const { i18n } = useTranslation();
  const who = useCounterpart(viewer)(m);
  const when = `${formatDate(m.meeting_date, i18n.language)} ${m.start_time}–${m.end_time}`;
  return (
    <DashboardRow
      to={`/meetings/${m.id}`}
      title={who.name}
      meta={
        <>
          {who.company && <span className="block">{who.company}</span>}
          <span className="block">{[when, meetingPlace(m.table, m.location) || m.project.name].join(' · ')}</span>
          <MeetingSignalNotes meetingId={m.id} className="mt-1" />
        </>
      }
      aside={<MeetingStatusBadge status={m.status} />}
    />
  );
}

export function UpcomingMeetings({ meetings, viewer }: { meetings: DashboardMeeting[]; viewer: Role }) {
  const { t } = useTranslation();
  return (
    <DashboardList
      testId="upcoming-meetings"
      title={t('dashboard.upcomingMeetings')}
      icon={CalendarClock}
      items={meetings}
      empty={t('dashboard.noUpcomingMeetings')}
      viewAll="/meetings"
    >
      {(m) => <MeetingRow key={m.id} meeting={m} viewer={viewer} />}
    </DashboardList>
  );
}

export function CompletedMeetings({ meetings }: { meetings: DashboardMeeting[] }) {
  const { t } = useTranslation();
  return (
    <DashboardList
      testId="completed-meetings"
      title={t('dashboard.completedMeetings')}
      icon={CalendarCheck}
      items={meetings}
      empty={t('dashboard.noCompletedMeetings')}
      viewAll="/meetings?status=completed"
    >
      {(m) => <MeetingRow key={m.id} meeting={m} viewer="buyer" />}
    </DashboardList>
  );
}
