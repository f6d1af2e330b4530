// The meetings of one project day in the schedule's lean shape (people by id), and the people of
// those meetings the schedule's lists do not name.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { hhmm } from '../../core/rules/time.ts';
import type { ScheduleWire } from '../../core/schemas/schedule.ts';
import type { Db } from '../db/client.ts';
import { meetings, meetingTables, profiles, projects } from '../db/schema.ts';
import { loadUnavailability, type Person } from '../services/availability.ts';

/** The day's meetings that still count (not cancelled), by start time. */
export async function dayMeetings(db: Db, projectId: string, date: string): Promise<ScheduleWire['meetings']> {
  const rows = await db
    .select({
      id: meetings.id,
      buyerId: meetings.buyerId,
      sellerId: meetings.sellerId,
      interpreterId: meetings.interpreterId,
      startTime: meetings.startTime,
      endTime: meetings.endTime,
      location: meetings.location,
      tableId: meetingTables.id,
      tableName: meetingTables.name,
      notes: meetings.notes,
      status: meetings.status,
      absence: meetings.absence,
      checkIns: sql<number>`(select count(*)::int from meeting_attendances ma where ma.meeting_id = "meetings"."id")`,
    })
    .from(meetings)
    .leftJoin(meetingTables, eq(meetingTables.id, meetings.tableId))
    .where(and(eq(meetings.projectId, projectId), eq(meetings.meetingDate, date), ne(meetings.status, 'cancelled')))
    .orderBy(asc(meetings.startTime), asc(meetings.id));
  return rows.map((r) => ({
    id: r.id,
    buyer_id: r.buyerId,
    seller_id: r.sellerId,
    interpreter_id: r.interpreterId,
    start_time: hhmm(r.startTime),
    end_time: hhmm(r.endTime),
    location: r.location,
    table: r.tableId ? { id: r.tableId, name: r.tableName ?? '' } : null,
    notes: r.notes,
    status: r.status,
    absence: r.absence as ScheduleWire['meetings'][number]['absence'],
    check_in_count: r.checkIns,
  }));
}

/**
 * Who of `people` cannot meet in each slot of `date`, and why: their own marks and their travel
 * (docs/rules.md#availability). The organiser's blocks are left out: the schedule sends them itself.
 */
export async function dayUnavailability(
  db: Db,
  projectId: string,
  date: string,
  people: Person[],
): Promise<ScheduleWire['unavailable']> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) return [];
  const unavailable = await loadUnavailability(db, project, people);
  return unavailable
    .entries()
    .filter((e) => e.date === date && e.why !== 'blocked')
    .map((e) => ({ person_id: e.personId, slot_number: e.slot, why: e.why as 'marked' | 'travel' }));
}

/** The people of `day` that `listed` does not hold (removed from the project or deactivated since). */
export async function unlistedPeople(db: Db, day: ScheduleWire['meetings'], listed: Set<string>) {
  const ids = new Set<string>();
  for (const m of day)
    for (const id of [m.buyer_id, m.seller_id, m.interpreter_id]) if (id && !listed.has(id)) ids.add(id);
  if (ids.size === 0) return [];
  const rows = await db
    .select({ id: profiles.id, full_name: profiles.fullName, company_name: profiles.companyName })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
  return rows;
}
