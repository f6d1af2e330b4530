// /meetings/{id}: who meets whom, when and where, the actions the user may take,
// check-ins (by button or the meeting's QR code), feedback once it has ended, voice notes, and the
// conversation of its buyer, seller and interpreter.
import { ArrowLeft, Calendar, Clock, Languages, MapPin, Mic, NotebookPen, UserCheck, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { MeetingAction } from '../../../core/rules/meetings.ts';
import { companyOrName } from '../../../core/rules/names.ts';
import { meetingPlace } from '../../../core/rules/tables.ts';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { FeedbackCard } from '../../features/feedback/FeedbackCard.tsx';
import { SignalPanel } from '../../features/meeting-signals/SignalPanel.tsx';
import { useMeeting } from '../../features/meetings/api.ts';
import { MeetingStatusBadge } from '../../features/meetings/MeetingStatusBadge.tsx';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate, timeZoneLabel } from '../../lib/format.ts';
import { AttendancePanel } from './AttendancePanel.tsx';
import { CalendarDownloadLink } from './CalendarDownloadLink.tsx';
import { CheckInQr } from './CheckInQr.tsx';
import { DeleteMeetingButton } from './DeleteMeetingButton.tsx';
import { MeetingActions } from './MeetingActions.tsx';
import { inMeetingThread, MeetingThread } from './MeetingThread.tsx';
import { Tabs } from './Tabs.tsx';
import { useQrCheckIn } from './useQrCheckIn.ts';

// The interpreter's write-up and the voice notes load with their tabs, which are not the first: the
// editor brings the form library (12 KB) and the upload its schema library, which the page's first
// load does without (docs/decisions/036-first-paint-and-lighthouse.md).
const VoiceNotesPanel = lazy(() =>
  import('./VoiceNotesPanel.tsx').then((module) => ({ default: module.VoiceNotesPanel })),
);
const InterpreterNotesPanel = lazy(() =>
  import('./InterpreterNotesPanel.tsx').then((module) => ({ default: module.InterpreterNotesPanel })),
);

const STATUS_ACTIONS: MeetingAction[] = ['confirm', 'cancel', 'complete'];

function Fact({ icon: Icon, label, children }: { icon: typeof Calendar; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        <Icon className="h-4 w-4 shrink-0 text-slate-400 dark:text-slate-500" aria-hidden />
        {label}
      </dt>
      <dd className="mt-1 pl-6 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/meetings"
      className="touch-target mb-4 inline-flex items-center gap-1 rounded text-sm text-slate-600 hover:underline dark:text-slate-400"
      data-testid="meeting-back"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('meetings.back')}
    </Link>
  );
}

function MeetingFacts({ meeting, hideBuyer }: { meeting: MeetingDetail; hideBuyer: boolean }) {
  const { t, i18n } = useTranslation();
  const zone = timeZoneLabel(meeting.project.time_zone, i18n.language, meeting.meeting_date);
  return (
    <Card className="p-5">
      <dl className="grid gap-5 sm:grid-cols-2">
        <Fact icon={Calendar} label={t('meetings.date')}>
          {formatDate(meeting.meeting_date, i18n.language)}
        </Fact>
        <Fact icon={Clock} label={t('meetings.time')}>
          {meeting.start_time} – {meeting.end_time}
          <span className="block text-sm text-slate-600 dark:text-slate-400">{zone}</span>
        </Fact>
        <Fact icon={MapPin} label={t('meetings.location')}>
          <span data-testid="meeting-place">
            {meetingPlace(meeting.table?.name, meeting.location) || t('common.tbd')}
          </span>
        </Fact>
        <Fact icon={Languages} label={t('meetings.interpreter')}>
          {meeting.interpreter?.full_name ?? t('meetings.notAssigned')}
        </Fact>
        {!hideBuyer && (
          <Fact icon={Users} label={t('meetings.buyer')}>
            {meeting.buyer.full_name}
            {meeting.buyer.company_name && (
              <span className="block text-sm text-slate-600 dark:text-slate-400">{meeting.buyer.company_name}</span>
            )}
          </Fact>
        )}
        <Fact icon={Users} label={t('meetings.seller')}>
          {meeting.seller.full_name}
          {meeting.seller.company_name && (
            <span className="block text-sm text-slate-600 dark:text-slate-400">{meeting.seller.company_name}</span>
          )}
        </Fact>
        <Fact icon={UserCheck} label={t('attendance.checkIns')}>
          <span data-testid="check-in-count">{meeting.check_in_count}</span>
        </Fact>
      </dl>
      {meeting.notes && (
        <div className="mt-5 border-t border-slate-100 pt-4 dark:border-slate-800">
          <h2 className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t('meetings.notes')}
          </h2>
          <p className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-200">{meeting.notes}</p>
        </div>
      )}
    </Card>
  );
}

export function MeetingDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const meeting = useMeeting(id);
  const qr = useQrCheckIn(meeting.data, user);
  const [tab, setTab] = useState('attendances');

  if (meeting.isPending) return <Loading label={t('meetings.loadingOne')} />;
  if (meeting.isError) {
    // A malformed id is refused as invalid; to the reader it is a meeting that does not exist.
    const missing = meeting.error instanceof ApiError && [400, 404].includes(meeting.error.status);
    return (
      <>
        <BackLink />
        <h1 className="sr-only">{t('meetings.detailTitle')}</h1>
        {missing ? (
          <EmptyState title={t('meetings.notFound')} />
        ) : (
          <LoadError message={errorMessage(t, meeting.error)} onRetry={() => meeting.refetch()} />
        )}
      </>
    );
  }

  const m = meeting.data;
  const statusActions = STATUS_ACTIONS.filter((a) => m.can[a]);
  const hasActions = statusActions.length > 0 || m.can.delete || m.can.mark_absence;
  return (
    <>
      <BackLink />
      <div className="mb-6 space-y-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">{m.project.name}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
            {companyOrName(m.buyer)} <span aria-hidden>↔</span>
            <span className="sr-only">{t('meetings.and')}</span> {companyOrName(m.seller)}
          </h1>
          <MeetingStatusBadge status={m.status} absence={m.absence} />
          <CalendarDownloadLink meetingId={m.id} />
        </div>
      </div>
      <div className="mb-4 space-y-2" aria-live="polite">
        {qr.pending && <Loading label={t('attendance.checkingIn')} className="py-2" />}
        {qr.outcome?.kind === 'checked_in' && (
          <Alert tone="success" action={<DismissButton onClick={qr.dismiss} />}>
            {t('attendance.qrSuccess')}
          </Alert>
        )}
        {qr.outcome?.kind === 'not_participant' && (
          <Alert action={<DismissButton onClick={qr.dismiss} />}>{t('attendance.notParticipant')}</Alert>
        )}
        {qr.outcome?.kind === 'error' && (
          <Alert action={<DismissButton onClick={qr.dismiss} />}>{errorMessage(t, qr.outcome.error)}</Alert>
        )}
      </div>
      {/* Phones: actions, facts and tabs, QR code. Wide screens: facts and tabs beside actions over the QR code. */}
      <div className="grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        {hasActions && (
          <Card className="space-y-3 p-5 lg:col-start-3 lg:row-start-1">
            <h2 className="font-semibold text-slate-900 dark:text-white">{t('meetings.actionsTitle')}</h2>
            <MeetingActions meetingId={m.id} actions={statusActions} />
            {m.can.delete && <DeleteMeetingButton meetingId={m.id} />}
          </Card>
        )}
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <MeetingFacts meeting={m} hideBuyer={user?.role === 'buyer'} />
          {/* Just before it: running late, at the table (docs/rules.md#running-late-and-at-the-table). */}
          {user && <SignalPanel meeting={m} user={user} />}
          {/* What each side thought of it: the buyer's and seller's own answer, both for admins. */}
          <FeedbackCard
            meeting={m}
            enabled={!!user && (user.role === 'admin' || user.id === m.buyer.id || user.id === m.seller.id)}
          />
          {user && user.role !== 'admin' && inMeetingThread(m, user.id) && <MeetingThread meeting={m} />}
          <Card className="p-5">
            <Tabs
              label={t('meetings.sections')}
              value={tab}
              onChange={setTab}
              items={[
                {
                  id: 'attendances',
                  label: (
                    <>
                      <UserCheck className="h-4 w-4" aria-hidden /> {t('attendance.title')}
                    </>
                  ),
                  panel: <AttendancePanel meeting={m} />,
                },
                {
                  id: 'voice-notes',
                  label: (
                    <>
                      <Mic className="h-4 w-4" aria-hidden /> {t('meetings.voiceNotes')}
                    </>
                  ),
                  panel: (
                    <Suspense fallback={<Loading label={t('common.loading')} />}>
                      <VoiceNotesPanel meeting={m} />
                    </Suspense>
                  ),
                },
                // The interpreter's write-up: its author and admins read it here.
                ...(user?.role === 'admin' || (user && m.interpreter?.id === user.id)
                  ? [
                      {
                        id: 'interpreter-notes',
                        label: (
                          <>
                            <NotebookPen className="h-4 w-4" aria-hidden /> {t('nav.interpreterNotes')}
                          </>
                        ),
                        panel: (
                          <Suspense fallback={<Loading label={t('common.loading')} />}>
                            <InterpreterNotesPanel meeting={m} />
                          </Suspense>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
        </div>
        {m.can.check_in && !m.checked_in && (
          <div className={cn('lg:col-start-3', hasActions ? 'lg:row-start-2' : 'lg:row-span-2 lg:row-start-1')}>
            <CheckInQr meetingId={m.id} />
          </div>
        )}
      </div>
    </>
  );
}

function DismissButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onClick} className="text-sm font-medium underline">
      {t('common.close')}
    </button>
  );
}

export { MeetingDetailScreen as Component };
