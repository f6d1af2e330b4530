// Telling the others of a meeting about a signal (docs/rules.md#running-late-and-at-the-table): a
// notification each and a push where they turned pushes on, stored in the signal's transaction so
// that neither exists without the signal; then, once committed, every open screen of the
// meeting's people is told to read the signals again (an event naming the meeting, not the text).
import type { MeetingSignalEvent } from '../../core/schemas/meeting-signal.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { signalHearers, signalReaders } from '../policies/meeting-signal.ts';
import { type OutgoingPush, queuePushes } from '../push/queue.ts';
import type { NotificationBus } from './notification-bus.ts';
import { type NewNotification, notificationValues, publishNotifications } from './notify.ts';

/** What telling needs of the meeting: its people, its start on the venue's clock and its table. */
export interface SignalMeetingRow {
  id: string;
  buyer_id: string;
  seller_id: string;
  interpreter_id: string | null;
  start_time: string;
  table: string | null;
}

export interface SignalSaid {
  kind: 'late' | 'at_table';
  minutes: number | null;
  from: { id: string; full_name: string };
}

/** The notices of a signal for everyone of the meeting but its sender: on screen and as a push. */
function notices(m: SignalMeetingRow, said: SignalSaid): { notes: NewNotification[]; pushes: OutgoingPush[] } {
  const hearers = signalHearers(said.from.id, m);
  const link = `/meetings/${m.id}`;
  const late = said.kind === 'late';
  const params: Record<string, string | number> = late
    ? { name: said.from.full_name, minutes: said.minutes ?? 0, time: m.start_time }
    : { name: said.from.full_name, table: m.table ?? '', time: m.start_time };
  const titleKey = late ? 'onetap.notice.late' : m.table ? 'onetap.notice.atTableNamed' : 'onetap.notice.atTable';
  const notes = hearers.map((userId) => ({
    userId,
    type: late ? ('warning' as const) : ('info' as const),
    titleKey,
    messageKey: 'onetap.notice.meetingAt',
    params,
    link,
  }));
  const pushes = hearers.map(
    (userId): OutgoingPush => ({
      userId,
      kind: 'meeting_signals',
      text: late
        ? { type: 'running_late', from: said.from.full_name, minutes: said.minutes ?? 0, time: m.start_time }
        : { type: 'at_table', from: said.from.full_name, table: m.table, time: m.start_time },
      url: link,
      // One per meeting on a device: a newer signal replaces the older one there too.
      tag: `meeting-signal-${m.id}`,
    }),
  );
  return { notes, pushes };
}

/** Stores the notifications and queues the pushes of a signal in `tx`; resolves the stored notifications. */
export async function storeSignalNotices(tx: Db, m: SignalMeetingRow, said: SignalSaid) {
  const { notes, pushes } = notices(m, said);
  if (notes.length === 0) return [];
  const rows = await tx.insert(notifications).values(notes.map(notificationValues)).returning();
  await queuePushes(tx, pushes);
  return rows;
}

/** After the commit: the new notifications to their readers, and the meeting's signal event to all its people. */
export function publishSignal(
  bus: NotificationBus,
  m: SignalMeetingRow,
  stored: Awaited<ReturnType<typeof storeSignalNotices>> = [],
) {
  publishNotifications(bus, stored);
  const event: MeetingSignalEvent = { event: 'meeting_signal', meeting_id: m.id };
  for (const userId of signalReaders(m)) bus.publish(userId, event);
}
