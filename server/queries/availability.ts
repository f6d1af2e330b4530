// Who cannot meet when (docs/rules.md#availability), read from the database for the rules of
// core/rules/availability.ts: each person's own marks, their stay from travel records with the
// project's margin, and the organiser's blocked slots for buyers.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { type Stay, slotsOutsideStay, Unavailability } from '../../core/rules/availability.ts';
import type { SlotSettings } from '../../core/rules/slots.ts';
import { datesBetween } from '../../core/rules/time.ts';
import type { Db } from '../db/client.ts';
import { blockedTimeSlots, type projects, travelInfo, unavailableSlots } from '../db/schema.ts';
import { conflict } from '../errors.ts';

type Reader = Pick<Db, 'select'>;
type ProjectRow = typeof projects.$inferSelect;
export type MeetingRole = 'buyer' | 'seller' | 'interpreter';
export interface Person {
  id: string;
  role: MeetingRole;
}

export const slotSettingsOf = (project: ProjectRow): SlotSettings => ({
  day_start: project.dayStart,
  slot_minutes: project.slotMinutes,
  daily_meet_limit: project.dailyMeetLimit,
});

/** Every slot of the project in which one of `people` cannot meet, and why. */
export async function loadUnavailability(db: Reader, project: ProjectRow, people: Person[]): Promise<Unavailability> {
  const result = new Unavailability();
  if (people.length === 0) return result;
  const ids = [...new Set(people.map((p) => p.id))];
  const buyers = people.filter((p) => p.role === 'buyer').map((p) => p.id);

  const [marks, blocks, trips] = await Promise.all([
    db
      .select({ userId: unavailableSlots.userId, date: unavailableSlots.date, slot: unavailableSlots.slotNumber })
      .from(unavailableSlots)
      .where(and(eq(unavailableSlots.projectId, project.id), inArray(unavailableSlots.userId, ids))),
    buyers.length === 0
      ? Promise.resolve([])
      : db
          .select({ buyerId: blockedTimeSlots.buyerId, date: blockedTimeSlots.date, slot: blockedTimeSlots.slotNumber })
          .from(blockedTimeSlots)
          .where(
            and(
              eq(blockedTimeSlots.projectId, project.id),
              or(isNull(blockedTimeSlots.buyerId), inArray(blockedTimeSlots.buyerId, buyers)),
            ),
          ),
    tripsOf(db, project.id, ids),
  ]);

  for (const m of marks) result.add(m.userId, m.date, m.slot, 'marked');
  for (const b of blocks) {
    for (const buyerId of b.buyerId ? [b.buyerId] : buyers) result.add(buyerId, b.date, b.slot, 'blocked');
  }
  const dates = datesBetween(project.startDate, project.endDate);
  for (const [personId, stay] of staysOf(trips, project.id)) {
    const outside = slotsOutsideStay(
      slotSettingsOf(project),
      project.timeZone,
      dates,
      stay,
      project.travelMarginMinutes,
    );
    for (const s of outside) result.add(personId, s.date, s.slot, 'travel');
  }
  return result;
}

/** The travel records of `ids` that may bear on the project: its own and those without a project. */
function tripsOf(db: Reader, projectId: string, ids: string[]) {
  return db
    .select({
      userId: travelInfo.userId,
      projectId: travelInfo.projectId,
      arrival: travelInfo.arrivalTime,
      departure: travelInfo.departureTime,
    })
    .from(travelInfo)
    .where(and(inArray(travelInfo.userId, ids), or(eq(travelInfo.projectId, projectId), isNull(travelInfo.projectId))));
}

/** One person's stay for the project (arrival and departure, either may be unknown), as availability reads it. */
export async function loadStay(db: Reader, project: ProjectRow, personId: string): Promise<Stay> {
  const stays = staysOf(await tripsOf(db, project.id, [personId]), project.id);
  return stays.get(personId) ?? { arrival: null, departure: null };
}

/**
 * One stay per person: from the earliest arrival to the latest departure of their records for this
 * project, or of their records without a project when none names it.
 */
function staysOf(
  trips: { userId: string; projectId: string | null; arrival: Date | null; departure: Date | null }[],
  projectId: string,
): Map<string, Stay> {
  const stays = new Map<string, Stay>();
  const named = new Set(trips.filter((t) => t.projectId === projectId).map((t) => t.userId));
  for (const t of trips) {
    if (t.projectId !== projectId && named.has(t.userId)) continue;
    const stay = stays.get(t.userId) ?? { arrival: null, departure: null };
    const arrival = t.arrival?.toISOString() ?? null;
    const departure = t.departure?.toISOString() ?? null;
    if (arrival && (!stay.arrival || arrival < stay.arrival)) stay.arrival = arrival;
    if (departure && (!stay.departure || departure > stay.departure)) stay.departure = departure;
    stays.set(t.userId, stay);
  }
  return stays;
}

const UNAVAILABLE_MESSAGES: Record<MeetingRole, string> = {
  buyer: 'The buyer is not available at that time',
  seller: 'The seller is not available at that time',
  interpreter: 'The interpreter is not available at that time',
};

/**
 * Throws 409 when one of `people` cannot meet in (date, slot): `slot_blocked` for the organiser's
 * block, else `<role>_unavailable` with `details.why` ('marked' or 'travel').
 */
export function requireAvailable(unavailable: Unavailability, people: Person[], date: string, slot: number) {
  for (const p of people) {
    const why = unavailable.reason(p.id, date, slot);
    if (why === 'blocked') throw conflict('slot_blocked', 'This slot is blocked');
    if (why) throw conflict(`${p.role}_unavailable`, UNAVAILABLE_MESSAGES[p.role], { why });
  }
}
