// A meeting in the list: status, the people, when and where, and the actions the user may take.
import { Calendar, Clock, Languages, MapPin, StickyNote } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MeetingPart } from '../../../core/rules/meetings.ts';
import { meetingPlace } from '../../../core/rules/tables.ts';
import type { Meeting } from '../../../core/schemas/meeting.ts';
import { Card } from '../../components/ui/Card.tsx';
import { MeetingSignalNotes } from '../../features/meeting-signals/SignalNote.tsx';
import { MeetingStatusBadge } from '../../features/meetings/MeetingStatusBadge.tsx';
import { formatDate } from '../../lib/format.ts';
import { MeetingActions } from './MeetingActions.tsx';
import { allowedActions } from './meeting-rules.ts';

function Person({ label, name, company }: { label: string; name: string; company?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words text-slate-900 dark:text-slate-100">{name}</dd>
      {company && <dd className="text-sm break-words text-slate-600 dark:text-slate-400">{company}</dd>}
    </div>
  );
}

function Fact({ icon: Icon, children }: { icon: typeof Calendar; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** `part` is the user's part in the meeting; buyers never see the buyer's name (docs/rules.md#visibility). */
export function MeetingCard({
  meeting,
  part,
  hideBuyer,
  onError,
}: {
  meeting: Meeting;
  part: MeetingPart;
  hideBuyer: boolean;
  onError: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="relative flex flex-col gap-4 p-5" data-testid="meeting-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-sm text-slate-600 dark:text-slate-400">
          <Link
            to={`/meetings/${meeting.id}`}
            className="rounded after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {meeting.project.name}
            <span className="sr-only">
              , {formatDate(meeting.meeting_date, i18n.language)}, {meeting.start_time} – {meeting.end_time}
            </span>
          </Link>
        </h2>
        <MeetingStatusBadge status={meeting.status} absence={meeting.absence} />
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {!hideBuyer && (
          <Person label={t('meetings.buyer')} name={meeting.buyer.full_name} company={meeting.buyer.company_name} />
        )}
        <Person label={t('meetings.seller')} name={meeting.seller.full_name} company={meeting.seller.company_name} />
      </dl>
      <ul className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
        <Fact icon={Calendar}>{formatDate(meeting.meeting_date, i18n.language)}</Fact>
        <Fact icon={Clock}>
          {meeting.start_time} – {meeting.end_time}
        </Fact>
        <Fact icon={MapPin}>{meetingPlace(meeting.table?.name, meeting.location) || t('common.tbd')}</Fact>
        <Fact icon={Languages}>
          {t('meetings.interpreterIs', { name: meeting.interpreter?.full_name ?? t('meetings.notAssigned') })}
        </Fact>
      </ul>
      <MeetingSignalNotes meetingId={meeting.id} />
      {meeting.notes && (
        <p className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <StickyNote className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words whitespace-pre-line">{meeting.notes}</span>
        </p>
      )}
      <div className="relative z-10 mt-auto empty:hidden">
        <MeetingActions
          meetingId={meeting.id}
          actions={allowedActions(part, meeting.status)}
          onError={onError}
          noShow={false}
        />
      </div>
    </Card>
  );
}
