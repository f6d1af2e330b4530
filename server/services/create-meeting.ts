// Assigning a meeting from the schedule grid (docs/rules.md#meeting-conflicts). The database's
// partial unique indexes decide conflicts, so two organisers clicking at once cannot both win;
// their violations become the 409 codes the grid shows.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MEETING_STATUS } from '../../core/rules/meetings.ts';
import { slotAt } from '../../core/rules/slots.ts';
import type { meetingCreateSchema } from '../../core/schemas/meeting.ts';
import type { Db } from '../db/client.ts';
import { meetings, profiles, projectParticipants, projects } from '../db/schema.ts';
import { ApiError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgError } from '../errors.ts';
import { loadUnavailability, type Person, requireAvailable, slotSettingsOf } from '../queries/availability.ts';
import { enqueueMeetingEvent } from '../webhooks/meeting-events.ts';
import { chooseTable } from './meeting-table.ts';
import { lockPeopleSchedules } from './schedule-locks.ts';

type Input = z.output<typeof meetingCreateSchema>;

/** Which rule each unique index of meetings stands for. */
export const CONFLICT_BY_INDEX: Record<string, [code: string, message: string]> = {
  meetings_buyer_seller_once: ['already_met', 'This buyer already has a meeting with this seller in the project'],
  meetings_seller_slot: ['seller_busy', 'The seller already has a meeting at that time'],
  meetings_buyer_slot: ['buyer_busy', 'The buyer already has a meeting at that time'],
  meetings_interpreter_slot: ['interpreter_busy', 'The interpreter already has a meeting at that time'],
  meetings_table_slot: ['table_busy', 'This table already has a meeting at that time'],
};

/** Creates a scheduled meeting; returns its id. */
export function createMeeting(db: Db, input: Input, createdBy: string): Promise<string> {
  // The people's schedules are locked before their availability is read, so a mark made meanwhile
  // waits for this meeting and then refuses it (slot_has_meeting), or this meeting sees the mark.
  return db.transaction(async (tx) => {
    const people = [input.buyer_id, input.seller_id, ...(input.interpreter_id ? [input.interpreter_id] : [])];
    await lockPeopleSchedules(tx, input.project_id, people);
    const id = await insertMeeting(tx as unknown as Db, input, createdBy);
    await enqueueMeetingEvent(tx as unknown as Db, id, 'meeting.created');
    return id;
  });
}

async function insertMeeting(db: Db, input: Input, createdBy: string): Promise<string> {
  const [project] = await db.select().from(projects).where(eq(projects.id, input.project_id));
  if (!project) throw notFound('Project not found');
  const settings = slotSettingsOf(project);
  const inPeriod = input.meeting_date >= project.startDate && input.meeting_date <= project.endDate;
  if (!inPeriod || input.slot_number > project.dailyMeetLimit) {
    throw badRequest('outside_project', 'The date or slot is outside the project');
  }
  await requireParticipants(db, input);

  const people: Person[] = [
    { id: input.buyer_id, role: 'buyer' },
    { id: input.seller_id, role: 'seller' },
    ...(input.interpreter_id ? [{ id: input.interpreter_id, role: 'interpreter' as const }] : []),
  ];
  requireAvailable(await loadUnavailability(db, project, people), people, input.meeting_date, input.slot_number);

  const slot = slotAt(settings, input.slot_number);
  const tableId = await chooseTable(db, {
    projectId: project.id,
    sellerId: input.seller_id,
    date: input.meeting_date,
    startTime: slot.start,
    wanted: input.table_id,
  });
  try {
    const [row] = await db
      .insert(meetings)
      .values({
        projectId: project.id,
        buyerId: input.buyer_id,
        sellerId: input.seller_id,
        interpreterId: input.interpreter_id,
        meetingDate: input.meeting_date,
        startTime: slot.start,
        endTime: slot.end,
        location: project.location,
        tableId,
        notes: input.notes,
        status: MEETING_STATUS.scheduled,
        createdBy,
      })
      .returning({ id: meetings.id });
    return row.id;
  } catch (err) {
    const e = pgError(err);
    const known = e?.code === PG_UNIQUE_VIOLATION && e.constraint ? CONFLICT_BY_INDEX[e.constraint] : undefined;
    if (known) throw conflict(known[0], known[1]);
    throw err;
  }
}

/** Buyer, seller and interpreter must be active, confirmed participants of the project in those roles. */
async function requireParticipants(db: Db, input: Input) {
  const wanted: [string, 'buyer' | 'seller' | 'interpreter'][] = [
    [input.buyer_id, 'buyer'],
    [input.seller_id, 'seller'],
  ];
  if (input.interpreter_id) wanted.push([input.interpreter_id, 'interpreter']);
  const rows = await db
    .select({ userId: projectParticipants.userId, role: projectParticipants.role })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(
        eq(projectParticipants.projectId, input.project_id),
        eq(projectParticipants.status, 'confirmed'),
        eq(profiles.isActive, true),
        inArray(
          projectParticipants.userId,
          wanted.map(([id]) => id),
        ),
      ),
    );
  const ok = wanted.every(([id, role]) => rows.some((r) => r.userId === id && r.role === role));
  if (!ok)
    throw new ApiError(400, 'not_participant', 'Everyone in a meeting must take part in the project in that role');
}
