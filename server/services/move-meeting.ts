// Moving a live meeting to another date, slot or table (docs/rules.md#moving-a-meeting), in one
// transaction with the notifications of its people: either the meeting moved and they are told, or
// nothing changed. The meetings' partial unique indexes decide the conflicts, as when assigning.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { UPCOMING_MEETING_STATUSES } from '../../core/rules/meetings.ts';
import { slotAt, slotNumberOf } from '../../core/rules/slots.ts';
import { hhmm } from '../../core/rules/time.ts';
import type { Meeting, meetingMoveSchema } from '../../core/schemas/meeting.ts';
import type { Db } from '../db/client.ts';
import { meetings, notifications, projects } from '../db/schema.ts';
import { badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgError } from '../errors.ts';
import { loadUnavailability, type Person, requireAvailable, slotSettingsOf } from '../queries/availability.ts';
import { findMeeting } from '../queries/meetings.ts';
import { enqueueMeetingEvent } from '../webhooks/meeting-events.ts';
import { CONFLICT_BY_INDEX } from './create-meeting.ts';
import { meetingNotices } from './meeting-notifications.ts';
import { chooseTable } from './meeting-table.ts';
import { notificationValues } from './notify.ts';
import { lockPeopleSchedules } from './schedule-locks.ts';

type Input = z.output<typeof meetingMoveSchema>;

export interface Moved {
  meeting: Meeting;
  /** The stored notifications, to publish once the transaction has committed. */
  notices: (typeof notifications.$inferSelect)[];
}

/** Moves meeting `id` as `actorId` (an admin) and tells its people; throws 4xx when it cannot. */
export async function moveMeeting(db: Db, id: string, input: Input, actorId: string): Promise<Moved> {
  return db.transaction(async (tx) => {
    // Its people's schedules first, in the order every writer takes them (server/services/schedule-locks.ts):
    // a mark of availability made meanwhile waits for the move, and a plan being applied is waited for.
    const [peek] = await tx.select().from(meetings).where(eq(meetings.id, id));
    if (!peek) throw notFound('Meeting not found');
    await lockPeopleSchedules(tx, peek.projectId, peopleOf(peek));
    // The lock makes a second move of the same meeting wait, then start from where the first left it.
    const [before] = await tx.select().from(meetings).where(eq(meetings.id, id)).for('update');
    if (!before) throw notFound('Meeting not found');
    // An interpreter given to it meanwhile is locked too (after the others: rare enough to wait).
    if (before.interpreterId && before.interpreterId !== peek.interpreterId) {
      await lockPeopleSchedules(tx, before.projectId, [before.interpreterId]);
    }
    if (!(UPCOMING_MEETING_STATUSES as readonly string[]).includes(before.status)) {
      throw conflict('invalid_transition', 'Only a scheduled or confirmed meeting can be moved', {
        status: before.status,
      });
    }
    const [project] = await tx.select().from(projects).where(eq(projects.id, before.projectId));
    const settings = slotSettingsOf(project);
    const inPeriod = input.meeting_date >= project.startDate && input.meeting_date <= project.endDate;
    if (!inPeriod || input.slot_number > project.dailyMeetLimit) {
      throw badRequest('outside_project', 'The date or slot is outside the project');
    }
    const slot = slotAt(settings, input.slot_number);
    const sameSlot =
      input.meeting_date === before.meetingDate && slotNumberOf(settings, hhmm(before.startTime)) === input.slot_number;
    if (sameSlot && (input.table_id === null || input.table_id === before.tableId)) {
      throw badRequest('no_changes', 'The meeting is already there');
    }

    const people: Person[] = [
      { id: before.buyerId, role: 'buyer' },
      { id: before.sellerId, role: 'seller' },
      ...(before.interpreterId ? [{ id: before.interpreterId, role: 'interpreter' as const }] : []),
    ];
    requireAvailable(await loadUnavailability(tx, project, people), people, input.meeting_date, input.slot_number);
    const tableId = await chooseTable(tx, {
      projectId: project.id,
      sellerId: before.sellerId,
      date: input.meeting_date,
      startTime: slot.start,
      wanted: input.table_id,
      movingMeetingId: before.id,
    });

    try {
      // The status in the WHERE is the lock's belt and braces; the trigger raises `sequence`.
      await tx
        .update(meetings)
        .set({ meetingDate: input.meeting_date, startTime: slot.start, endTime: slot.end, tableId })
        .where(and(eq(meetings.id, before.id), inArray(meetings.status, [...UPCOMING_MEETING_STATUSES])));
    } catch (err) {
      const e = pgError(err);
      const known = e?.code === PG_UNIQUE_VIOLATION && e.constraint ? CONFLICT_BY_INDEX[e.constraint] : undefined;
      if (known) throw conflict(known[0], known[1]);
      throw err;
    }

    const meeting = (await findMeeting(tx as unknown as Db, before.id)) as Meeting;
    await enqueueMeetingEvent(tx as unknown as Db, before.id, 'meeting.moved');
    const from = { from_date: before.meetingDate, from_time: hhmm(before.startTime) };
    const items = meetingNotices(meeting, 'moved', actorId, from);
    const notices =
      items.length === 0 ? [] : await tx.insert(notifications).values(items.map(notificationValues)).returning();
    return { meeting, notices };
  });
}

function peopleOf(m: typeof meetings.$inferSelect): string[] {
  return [m.buyerId, m.sellerId, ...(m.interpreterId ? [m.interpreterId] : [])];
}
