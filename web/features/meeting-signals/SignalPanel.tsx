// The meeting page's "On your way?" card (docs/rules.md#running-late-and-at-the-table): from 30
// minutes before the start until the end, the meeting's buyer, seller and interpreter tell the
// others "running late: 5 / 10 / 15 min" or "I am at the table" in one tap (a newer word replaces
// theirs), and see what the others said. Big buttons: it is used walking, on a phone.
import { Clock, MapPinCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNNING_LATE_MINUTES } from '../../../core/constants.ts';
import { signalRefusal } from '../../../core/rules/meeting-signals.ts';
import { meetingPart, peopleOf } from '../../../core/rules/meetings.ts';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import type { MeetingSignalInput } from '../../../core/schemas/meeting-signal.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { othersSignals, useMeetingSignals, useSendSignal } from './api.ts';
import { SignalNotes } from './SignalNote.tsx';

/** The time now, moved on every 30 seconds: the window opens and closes while the page is open. */
function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const bigButton =
  'touch-target inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border px-3 py-2 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-70';
const idle =
  'border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
const chosen = 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-600';

export function SignalPanel({ meeting, user }: { meeting: MeetingDetail; user: { id: string; role: string } }) {
  const { t } = useTranslation();
  const now = useNow();
  const signals = useMeetingSignals({ meetingId: meeting.id });
  const send = useSendSignal(meeting.id);
  const part = meetingPart(user, peopleOf(meeting));
  const open =
    signalRefusal(
      {
        status: meeting.status,
        meeting_date: meeting.meeting_date,
        start_time: meeting.start_time,
        end_time: meeting.end_time,
        time_zone: meeting.project.time_zone,
      },
      now,
    ) === null;
  const others = othersSignals(signals.data, meeting.id, user.id);
  const mine = signals.data?.find((s) => s.meeting_id === meeting.id && s.user.id === user.id);
  const maySignal = open && part !== null && part !== 'admin';
  if (!maySignal && others.length === 0) return null;

  const say = (input: MeetingSignalInput | null) => send.mutate(input);
  const isMine = (kind: string, minutes: number | null) => mine?.kind === kind && mine.minutes === minutes;
  return (
    <Card className="space-y-4 p-5" data-testid="signal-panel">
      <h2 className="font-semibold text-slate-900 dark:text-white">{t('onetap.signal.title')}</h2>
      <div aria-live="polite">
        <SignalNotes signals={others} />
      </div>
      {maySignal && (
        <>
          <fieldset>
            <legend className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
              <Clock className="h-4 w-4" aria-hidden />
              {t('onetap.signal.runningLate')}
            </legend>
            <div className="grid grid-cols-3 gap-2">
              {RUNNING_LATE_MINUTES.map((minutes) => (
                <button
                  key={minutes}
                  type="button"
                  className={cn(bigButton, isMine('late', minutes) ? chosen : idle)}
                  aria-pressed={isMine('late', minutes)}
                  disabled={send.isPending}
                  onClick={() => say({ kind: 'late', minutes })}
                  data-testid={`signal-late-${minutes}`}
                >
                  {t('onetap.signal.minutes', { minutes })}
                </button>
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            className={cn(bigButton, 'w-full', isMine('at_table', null) ? chosen : idle)}
            aria-pressed={isMine('at_table', null)}
            disabled={send.isPending}
            onClick={() => say({ kind: 'at_table' })}
            data-testid="signal-at-table"
          >
            <MapPinCheck className="h-5 w-5" aria-hidden />
            {meeting.table?.name
              ? t('onetap.signal.iAmAtTableNamed', { table: meeting.table.name })
              : t('onetap.signal.iAmAtTable')}
          </button>
          {mine && (
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
              <p data-testid="signal-mine">
                {mine.kind === 'late'
                  ? t('onetap.signal.mineLate', { minutes: mine.minutes })
                  : t('onetap.signal.mineAtTable')}
              </p>
              <button
                type="button"
                className="touch-target inline-flex items-center gap-1 rounded-lg px-2 font-medium text-slate-700 underline hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                disabled={send.isPending}
                onClick={() => say(null)}
                data-testid="signal-withdraw"
              >
                <X className="h-4 w-4" aria-hidden />
                {t('onetap.signal.withdraw')}
              </button>
            </div>
          )}
          {send.isError && <Alert>{errorMessage(t, send.error)}</Alert>}
        </>
      )}
    </Card>
  );
}
