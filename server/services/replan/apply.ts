// Applying a re-plan (decision 024): in one transaction with the project row locked, the state is
// read again and must be the preview's (else 409 schedule_changed); then the moved meetings are
// written and each of their people is told once per meeting ("meeting moved").
import { and, eq, inArray } from 'drizzle-orm';
import { MEETING_STATUS } from '../../../core/rules/meetings.ts';
import { slotAt } from '../../../core/rules/slots.ts';
import { hhmm } from '../../../core/rules/time.ts';
import type { Meeting } from '../../../core/schemas/meeting.ts';
import type { ReplanApplied } from '../../../core/schemas/replan.ts';
import type { Db } from '../../db/client.ts';
import { meetings, notifications, projects } from '../../db/schema.ts';
import { statusIs } from '../../db/sql-lists.ts';
import { conflict, notFound, PG_UNIQUE_VIOLATION, pgError } from '../../errors.ts';
import { findMeeting } from '../../queries/meetings.ts';
import { enqueueMeetingEvents } from '../../webhooks/meeting-events.ts';
import { meetingNotices } from '../meeting-notifications.ts';
import type { NotificationBus } from '../notification-bus.ts';
import { notificationValues, publishNotifications } from '../notify.ts';
import { loadReplanState, type ReplanChoice } from './load-state.ts';
import { planReplan } from './plan.ts';

type ProjectRow = typeof projects.$inferSelect;

export interface Move {
  id: string;
  date: string;
  /** Slot number from 1. */
  to: number;
  tableId: string | null;
}

const changed = () => conflict('schedule_changed', 'The schedule changed since the preview; preview again');

/**
 * Writes `moves` in the caller's transaction. The meetings' unique indexes are partial (not
 * cancelled) and cannot be deferred, so moving A into B's slot while B leaves it would collide
 * half-way: every moved meeting is first taken out of them (status 'cancelled'), then put back at
 * its new slot as 'scheduled'. Only scheduled meetings move, so that status is theirs; the
 * calendar sequence goes up twice, which calendars take like once (it only has to grow). A clash
 * with anything that does not move rolls it all back as schedule_changed.
 */
export async function writeMoves(tx: Db, settings: Parameters<typeof slotAt>[0], moves: Move[]) {
  if (moves.length === 0) return;
  const ids = moves.map((m) => m.id);
  const freed = await tx
    .update(meetings)
    .set({ status: MEETING_STATUS.cancelled })
    .where(and(inArray(meetings.id, ids), statusIs(meetings.status, MEETING_STATUS.scheduled)))
    .returning({ id: meetings.id });
  if (freed.length !== ids.length) throw changed();
  try {
    for (const m of moves) {
      const slot = slotAt(settings, m.to);
      await tx
        .update(meetings)
        .set({
          status: MEETING_STATUS.scheduled,
          meetingDate: m.date,
          startTime: slot.start,
          endTime: slot.end,
          tableId: m.tableId,
        })
        .where(eq(meetings.id, m.id));
    }
  } catch (err) {
    if (pgError(err)?.code === PG_UNIQUE_VIOLATION) throw changed();
    throw err;
  }
}

export async function applyReplan(
  db: Db,
  bus: NotificationBus,
  opts: { project: ProjectRow; adminId: string; fingerprint: string; choice: ReplanChoice; now: Date },
): Promise<ReplanApplied> {
  const written = await db.transaction(async (tx) => {
    // A second apply, an auto-schedule apply of the project, waits here and then sees this one's moves.
    const [row] = await tx.select().from(projects).where(eq(projects.id, opts.project.id)).for('update');
    if (!row) throw notFound('Project not found');
    const state = await loadReplanState(tx as unknown as Db, row, opts.now, opts.choice);
    if (state.fingerprint !== opts.fingerprint) throw changed();
    // Equal state, equal plan: the solver counts its budget in moves, not on the clock.
    const plan = planReplan(state);
    const moves = plan.result.moves.map((mv, k) => ({ ...mv, tableId: plan.tables[k]?.id ?? null }));
    await writeMoves(tx as unknown as Db, state.settings, moves);
    // Their meeting.moved events (docs/decisions/049-webhooks.md), only when someone listens.
    await enqueueMeetingEvents(
      tx as unknown as Db,
      row.id,
      moves.map((m) => m.id),
      'meeting.moved',
    );
    const items = [];
    for (const mv of plan.result.moves) {
      const before = state.rows.get(mv.id);
      const meeting = (await findMeeting(tx as unknown as Db, mv.id)) as Meeting;
      const from = { from_date: before?.meetingDate ?? mv.date, from_time: hhmm(before?.startTime ?? '') };
      items.push(...meetingNotices(meeting, 'moved', opts.adminId, from));
    }
    const notices = items.length
      ? await tx.insert(notifications).values(items.map(notificationValues)).returning()
      : [];
    return { plan, notices };
  });
  publishNotifications(bus, written.notices);
  const { result } = written.plan;
  return { moved: result.moves.length, breaks_before: result.breaksBefore, breaks_after: result.breaksAfter };
}
