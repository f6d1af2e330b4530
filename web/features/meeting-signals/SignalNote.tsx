// What the others of a meeting said just before it (docs/rules.md#running-late-and-at-the-table):
// "Kim is running 10 min late", "Kim is at table A-12". Shown on the meeting page, its card in the
// list and agenda, and the dashboard's next meetings; live through the notification stream.
import { Clock, MapPinCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeetingSignal } from '../../../core/schemas/meeting-signal.ts';
import { cn } from '../../lib/cn.ts';
import { useCurrentUser } from '../auth/api.ts';
import { othersSignals, useMeetingSignals } from './api.ts';

/** One signal as a sentence about its person. */
export function useSignalText() {
  const { t } = useTranslation();
  return (s: MeetingSignal) => {
    const name = s.user.full_name;
    if (s.kind === 'late') return t('onetap.signal.late', { name, minutes: s.minutes });
    return s.table ? t('onetap.signal.atTableNamed', { name, table: s.table }) : t('onetap.signal.atTable', { name });
  };
}

/** The others' signals about a meeting, one line each; nothing when there are none. */
export function SignalNotes({ signals, className }: { signals: MeetingSignal[]; className?: string }) {
  const text = useSignalText();
  if (signals.length === 0) return null;
  return (
    <ul className={cn('space-y-1', className)} data-testid="signal-notes">
      {signals.map((s) => {
        const late = s.kind === 'late';
        const Icon = late ? Clock : MapPinCheck;
        return (
          <li
            key={`${s.meeting_id}-${s.user.id}`}
            className={cn(
              'flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium',
              late
                ? 'bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100'
                : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100',
            )}
            data-testid={`signal-note-${s.kind}`}
          >
            <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">{text(s)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The others' signals about one meeting, for its card or row in a list; nothing when none holds. */
export function MeetingSignalNotes({ meetingId, className }: { meetingId: string; className?: string }) {
  const { user } = useCurrentUser();
  const signals = useMeetingSignals({ enabled: !!user });
  return <SignalNotes signals={othersSignals(signals.data, meetingId, user?.id)} className={className} />;
}
