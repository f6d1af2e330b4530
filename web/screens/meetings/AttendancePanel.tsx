// The Attendances tab: who did not come to a no-show, who checked in, how and when, newest first,
// who checked them in when an organiser or volunteer did (docs/rules.md#scanning-badges), and the
// user's own Check in button.
import { LogIn, QrCode, ScanLine, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { useCheckIn } from '../../features/meetings/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { isQueuedWrite, useWaitingWrite } from '../../lib/offline-queue/index.ts';

export function AttendancePanel({ meeting }: { meeting: MeetingDetail }) {
  const { t, i18n } = useTranslation();
  const checkIn = useCheckIn();
  // Made without the network: it waits on this phone until it is sent (docs/rules.md#offline-writes).
  const waiting = useWaitingWrite('check-in', meeting.id) && !meeting.checked_in;
  return (
    <div className="space-y-4">
      {meeting.status === 'no_show' && meeting.absence && (
        <p
          className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
          data-testid="attendance-absence"
        >
          <UserX className="h-4 w-4 shrink-0" aria-hidden />
          {t('meetings.noShow.current', { who: t(`meetings.absence.${meeting.absence}`) })}
        </p>
      )}
      {meeting.can.check_in && !meeting.checked_in && !waiting && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => checkIn.mutate({ id: meeting.id, method: 'manual' })}
            disabled={checkIn.isPending}
            data-testid="meeting-check-in"
          >
            <LogIn className="h-4 w-4" aria-hidden />
            {checkIn.isPending ? t('attendance.checkingIn') : t('attendance.checkIn')}
          </Button>
        </div>
      )}
      {checkIn.error && !isQueuedWrite(checkIn.error) && <Alert>{errorMessage(t, checkIn.error)}</Alert>}
      {waiting && (
        <div data-testid="check-in-waiting">
          <Alert tone="info">
            <p className="font-semibold">{t('offlineQueue.checkedInWaiting')}</p>
            <p>{t('offlineQueue.waitingHint')}</p>
          </Alert>
        </div>
      )}
      {meeting.checked_in && <Alert tone="success">{t('attendance.youAreCheckedIn')}</Alert>}
      {meeting.attendances.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t('attendance.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="attendance-list">
          {meeting.attendances.map((a) => (
            <li key={a.id} className="flex items-start gap-3 py-3">
              <UserCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
              <div className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-4">
                <p className="min-w-0">
                  <span className="block font-medium break-words text-slate-900 dark:text-slate-100">
                    {a.user.full_name}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {t(`roles.${a.user.role}`, { defaultValue: a.user.role })}
                  </span>
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 sm:mt-0 sm:shrink-0">
                  <Badge tone={a.check_in_method === 'manual' ? 'neutral' : 'purple'}>
                    {a.check_in_method === 'qr' && <QrCode className="mr-1 h-3 w-3" aria-hidden />}
                    {a.check_in_method === 'scan' && <ScanLine className="mr-1 h-3 w-3" aria-hidden />}
                    {t(`attendance.method.${a.check_in_method}`)}
                  </Badge>
                  {a.checked_in_by && (
                    <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="attendance-by">
                      {t('scan.attendanceBy', { name: a.checked_in_by.full_name })}
                    </span>
                  )}
                  <time dateTime={a.checked_in_at} className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                    {formatDateTime(a.checked_in_at, i18n.language, meeting.project.time_zone)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
