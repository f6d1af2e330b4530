// Approving a meeting request creates its meeting (docs/rules.md#meeting-requests), in one transaction: at the
// preferred date and slot when both sides are available (docs/rules.md#availability) and a table is free
// (docs/rules.md#tables), otherwise in the first
// free slot of the project both share; with none free nothing changes (409 no_free_slot).
// The request row is locked first, so two racing approvals create one meeting; the meetings'
// partial unique indexes decide every slot, so a meeting created meanwhile elsewhere cannot clash.
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { type BookedMeeting, sellerConflict } from '../../core/rules/meeting-conflicts.ts';
import { MEETING_STATUS } from '../../core/rules/meetings.ts';
import { type SlotSettings, slotAt, slotNumberOf, slotsOfDay } from '../../core/rules/slots.ts';
import { datesBetween, hhmm } from '../../core/rules/time.ts';
import type { Db } from '../db/client.ts';
import { meetingRequests, meetings, profiles, projectParticipants, projects } from '../db/schema.ts';
import { statusIsNot } from '../db/sql-lists.ts';
import { ApiError, conflict, hygieneViolation, notFound, PG_UNIQUE_VIOLATION, pgError } from '../errors.ts';
import { loadUnavailability, type Person, slotSettingsOf } from '../queries/availability.ts';
import { enqueueMeetingEvent } from '../webhooks/meeting-events.ts';
import { chooseTable } from './meeting-table.ts';
import { lockPeopleSchedules } from './schedule-locks.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RequestRow = typeof meetingRequests.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

interface Candidate {
  date: string;
  slot: number;
}

/** Approves request `id` as `approverId` (its target); returns the new meeting's id. */
export async function approveRequest(
  db: Db,
  id: string,
  approverId: string,
  /** What the approval writes besides, in its transaction (the request's webhook event). */
  during?: (tx: Db) => Promise<unknown>,
): Promise<string> {
  return db.transaction(async (tx) => {
    // The lock makes a second approval wait here, then see the request no longer pending.
    const [request] = await tx.select().from(meetingRequests).where(eq(meetingRequests.id, id)).for('update');
    if (!request) throw notFound('Meeting request not found');
    if (request.status !== 'pending') throw conflict('invalid_transition', 'Only a pending request can be approved');
    const [project] = await tx.select().from(projects).where(eq(projects.id, request.projectId));
    if (!project) throw notFound('Project not found');

    const [buyerId, sellerId] =
      request.requesterRole === 'buyer'
        ? [request.requesterId, request.targetId]
        : [request.targetId, request.requesterId];
    await requireBothInProject(tx, project.id, buyerId, sellerId);
    // Before availability is read: a mark made meanwhile waits for this meeting (server/services/schedule-locks.ts).
    await lockPeopleSchedules(tx, project.id, [buyerId, sellerId]);

    if (await alreadyMet(tx, project.id, buyerId, sellerId)) {
      throw conflict('already_met', 'This buyer already has a meeting with this seller in the project');
    }
    const booked = await bookedMeetings(tx, project, buyerId, sellerId);
    const people: Person[] = [
      { id: buyerId, role: 'buyer' },
      { id: sellerId, role: 'seller' },
    ];
    const unavailable = await loadUnavailability(tx, project, people);
    const settings = slotSettingsOf(project);
    const free = (c: Candidate) =>
      people.every((p) => unavailable.reason(p.id, c.date, c.slot) === null) &&
      sellerConflict(booked, {
        buyer_id: buyerId,
        seller_id: sellerId,
        meeting_date: c.date,
        start_time: slotAt(settings, c.slot).start,
      }) === null;

    // Days on which the buyer or seller already has the most meetings the project allows: the next
    // day may have room; when only such days had a free slot, the answer names the limit.
    const fullDays = new Set<string>();
    let limit: ApiError | undefined;
    for (const c of candidates(request, project, settings)) {
      if (fullDays.has(c.date) || !free(c)) continue;
      const meetingId = await tryInsert(tx, request, project, settings, c, { buyerId, sellerId, approverId });
      if (meetingId instanceof ApiError) {
        fullDays.add(c.date);
        limit = meetingId;
        continue;
      }
      if (!meetingId) continue;
      await tx
        .update(meetingRequests)
        .set({ status: 'approved', meetingId, answeredAt: sql`now()`, answeredBy: approverId })
        .where(eq(meetingRequests.id, request.id));
      await enqueueMeetingEvent(tx as unknown as Db, meetingId, 'meeting.created');
      await during?.(tx as unknown as Db);
      return meetingId;
    }
    if (limit) throw limit;
    throw conflict('no_free_slot', 'No time slot of the project is free for both sides');
  });
}

/** The preferred slot first (when it is a slot of the project), then every slot in order. */
function* candidates(request: RequestRow, project: ProjectRow, settings: SlotSettings): Generator<Candidate> {
  const dates = datesBetween(project.startDate, project.endDate);
  const preferredSlot = slotNumberOf(settings, request.preferredTimeStart);
  const preferredOk = preferredSlot !== null && dates.includes(request.preferredDate);
  if (preferredOk) yield { date: request.preferredDate, slot: preferredSlot };
  for (const date of dates) {
    for (const slot of slotsOfDay(settings)) {
      if (preferredOk && date === request.preferredDate && slot.number === preferredSlot) continue;
      yield { date, slot: slot.number };
    }
  }
}

/**
 * Meetings that still count of the buyer or the seller on the project's dates, in any project: the
 * busy rules hold across projects. The pair rule is per project, so a meeting of the pair in
 * another project only makes each of them busy at its time.
 */
async function bookedMeetings(tx: Tx, project: ProjectRow, buyerId: string, sellerId: string) {
  const rows = await tx
    .select()
    .from(meetings)
    .where(
      and(
        statusIsNot(meetings.status, MEETING_STATUS.cancelled),
        gte(meetings.meetingDate, project.startDate),
        lte(meetings.meetingDate, project.endDate),
        or(eq(meetings.buyerId, buyerId), eq(meetings.sellerId, sellerId)),
      ),
    );
  return rows.flatMap((m): BookedMeeting[] => {
    const base = {
      interpreter_id: m.interpreterId,
      meeting_date: m.meetingDate,
      start_time: hhmm(m.startTime),
      status: m.status,
    };
    const samePairElsewhere = m.projectId !== project.id && m.buyerId === buyerId && m.sellerId === sellerId;
    if (!samePairElsewhere) return [{ ...base, buyer_id: m.buyerId, seller_id: m.sellerId }];
    return [
      { ...base, buyer_id: buyerId, seller_id: '' },
      { ...base, buyer_id: '', seller_id: sellerId },
    ];
  });
}

/** True when the pair already has a meeting that counts in the project. */
async function alreadyMet(tx: Tx, projectId: string, buyerId: string, sellerId: string) {
  const rows = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.projectId, projectId),
        eq(meetings.buyerId, buyerId),
        eq(meetings.sellerId, sellerId),
        statusIsNot(meetings.status, MEETING_STATUS.cancelled),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Inserts the meeting in a savepoint; null when a unique index says the slot was taken meanwhile,
 * the daily_meeting_limit error when that day is full for the buyer or the seller.
 */
async function tryInsert(
  tx: Tx,
  request: RequestRow,
  project: ProjectRow,
  settings: SlotSettings,
  c: Candidate,
  who: { buyerId: string; sellerId: string; approverId: string },
): Promise<string | ApiError | null> {
  const slot = slotAt(settings, c.slot);
  try {
    return await tx.transaction(async (sp) => {
      const tableId = await chooseTable(sp, {
        projectId: project.id,
        sellerId: who.sellerId,
        date: c.date,
        startTime: slot.start,
      });
      const [row] = await sp
        .insert(meetings)
        .values({
          projectId: project.id,
          buyerId: who.buyerId,
          sellerId: who.sellerId,
          meetingDate: c.date,
          startTime: slot.start,
          endTime: slot.end,
          location: request.location || project.location,
          tableId,
          notes: request.purpose,
          status: MEETING_STATUS.scheduled,
          createdBy: who.approverId,
        })
        .returning({ id: meetings.id });
      return row.id;
    });
  } catch (err) {
    // Every table taken in this slot: the next slot may have one.
    if (err instanceof ApiError && err.statusCode === 409) return null;
    const rule = hygieneViolation(err);
    // A full day: another day may have room. Companies kept apart stay apart on every day.
    if (rule?.code === 'daily_meeting_limit') return rule;
    if (rule) throw rule;
    const e = pgError(err);
    if (e?.code !== PG_UNIQUE_VIOLATION) throw err;
    if (e.constraint === 'meetings_buyer_seller_once') {
      throw conflict('already_met', 'This buyer already has a meeting with this seller in the project');
    }
    return null;
  }
}

/** Both sides must still be active, confirmed participants of the project in their roles. */
async function requireBothInProject(tx: Tx, projectId: string, buyerId: string, sellerId: string) {
  const rows = await tx
    .select({ userId: projectParticipants.userId, role: projectParticipants.role })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        eq(projectParticipants.status, 'confirmed'),
        eq(profiles.isActive, true),
        inArray(projectParticipants.userId, [buyerId, sellerId]),
      ),
    );
  const ok =
    rows.some((r) => r.userId === buyerId && r.role === 'buyer') &&
    rows.some((r) => r.userId === sellerId && r.role === 'seller');
  if (!ok) {
    throw conflict('not_participant', 'Both people must still take part in the project');
  }
}
