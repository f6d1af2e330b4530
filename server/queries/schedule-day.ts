// One project day of the organiser's grid, read a window of rows at a time (buyers by name), and
// the day's choices for the assign modal and a drag (docs/decisions/042-windowed-grid.md).
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { hhmm } from '../../core/rules/time.ts';
import type { ScheduleChoices, ScheduleWire } from '../../core/schemas/schedule.ts';
import type { Db } from '../db/client.ts';
import { meetings, meetingTables, profiles, projectParticipants, projects } from '../db/schema.ts';
import { loadUnavailability, type Person } from './availability.ts';
import { containsPattern } from './contains-pattern.ts';

type Role = 'buyer' | 'seller' | 'interpreter';

/** Active, confirmed participants of a project in one role (the grid's rows are its buyers). */
function activeIn(projectId: string, role: Role) {
  return and(
    eq(projectParticipants.projectId, projectId),
    eq(projectParticipants.role, role),
    eq(projectParticipants.status, 'confirmed'),
    eq(profiles.isActive, true),
  );
}

/**
 * The buyers of rows `offset` to `offset + limit` among those whose name or company contains `q`,
 * by name then id (a stable order, so that windows neither overlap nor leave gaps), and how many
 * match in all. Offset, not keyset: a scrollbar dragged halfway asks for a row in the middle.
 */
export async function buyerWindow(db: Db, projectId: string, q: string, offset: number, limit: number) {
  const where = and(
    activeIn(projectId, 'buyer'),
    q ? or(ilike(profiles.fullName, containsPattern(q)), ilike(profiles.companyName, containsPattern(q))) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: profiles.id, full_name: profiles.fullName, company_name: profiles.companyName })
      .from(projectParticipants)
      .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
      .where(where)
      .orderBy(asc(profiles.fullName), asc(profiles.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: count() })
      .from(projectParticipants)
      .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
      .where(where),
  ]);
  return { buyers: rows, total };
}

/** The buyers' meetings of the day that still count (not cancelled), by start time. */
export async function dayMeetings(
  db: Db,
  projectId: string,
  date: string,
  buyerIds: string[],
): Promise<ScheduleWire['meetings']> {
  if (buyerIds.length === 0) return [];
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
    .where(
      and(
        eq(meetings.projectId, projectId),
        eq(meetings.meetingDate, date),
        ne(meetings.status, 'cancelled'),
        inArray(meetings.buyerId, buyerIds),
      ),
    )
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

/** The buyers' pairs that meet on the project's other days (a pair meets once per project). */
export function otherDayPairs(db: Db, projectId: string, date: string, buyerIds: string[]) {
  if (buyerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ buyer_id: meetings.buyerId, seller_id: meetings.sellerId })
    .from(meetings)
    .where(
      and(
        eq(meetings.projectId, projectId),
        ne(meetings.status, 'cancelled'),
        ne(meetings.meetingDate, date),
        inArray(meetings.buyerId, buyerIds),
      ),
    );
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
  if (people.length === 0) return [];
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) return [];
  const unavailable = await loadUnavailability(db, project, people);
  return unavailable
    .entries()
    .filter((e) => e.date === date && e.why !== 'blocked')
    .map((e) => ({ person_id: e.personId, slot_number: e.slot, why: e.why as 'marked' | 'travel' }));
}

/** The names of these people (the sellers and interpreters of the window's meetings). */
export async function namedPeople(db: Db, ids: Set<string>): Promise<ScheduleWire['people']> {
  if (ids.size === 0) return [];
  return db
    .select({ id: profiles.id, full_name: profiles.fullName, company_name: profiles.companyName })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
}

/** Active, confirmed participants of a project in one role, by name. */
function participantsOf(db: Db, projectId: string, role: Role) {
  return db
    .select({
      id: profiles.id,
      full_name: profiles.fullName,
      company_name: profiles.companyName,
      languages: profiles.languages,
    })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(activeIn(projectId, role))
    .orderBy(asc(profiles.fullName), asc(profiles.id));
}

/** Everything the assign modal and a drag need beyond the rows on screen (scheduleChoicesSchema). */
export async function dayChoices(
  db: Db,
  projectId: string,
  date: string,
  tables: ScheduleChoices['tables'],
): Promise<Omit<ScheduleChoices, 'tables'>> {
  const [sellers, interpreters, booked] = await Promise.all([
    participantsOf(db, projectId, 'seller'),
    participantsOf(db, projectId, 'interpreter'),
    db
      .select({
        start: meetings.startTime,
        sellerId: meetings.sellerId,
        interpreterId: meetings.interpreterId,
        tableId: meetings.tableId,
      })
      .from(meetings)
      .where(and(eq(meetings.projectId, projectId), eq(meetings.meetingDate, date), ne(meetings.status, 'cancelled'))),
  ]);
  const unavailable = await dayUnavailability(db, projectId, date, [
    ...sellers.map((p) => ({ id: p.id, role: 'seller' as const })),
    ...interpreters.map((p) => ({ id: p.id, role: 'interpreter' as const })),
  ]);
  const positions = (list: { id: string }[]) => new Map(list.map((p, i) => [p.id, i]));
  const sellerAt = positions(sellers);
  const interpreterAt = positions(interpreters);
  const tableAt = positions(tables);
  const busy = new Map<string, ScheduleChoices['busy'][number]>();
  for (const m of booked) {
    const start = hhmm(m.start);
    const slot = busy.get(start) ?? { start, sellers: [], interpreters: [], tables: [] };
    busy.set(start, slot);
    // People no longer listed cannot be chosen, so only the listed ones are worth naming.
    const s = sellerAt.get(m.sellerId);
    if (s !== undefined) slot.sellers.push(s);
    const i = m.interpreterId ? interpreterAt.get(m.interpreterId) : undefined;
    if (i !== undefined) slot.interpreters.push(i);
    const t = m.tableId ? tableAt.get(m.tableId) : undefined;
    if (t !== undefined) slot.tables.push(t);
  }
  return {
    date,
    sellers: sellers.map(({ languages: _, ...p }) => p),
    interpreters: interpreters.map(({ company_name: _, ...i }) => i),
    unavailable,
    busy: [...busy.values()].sort((a, b) => a.start.localeCompare(b.start)),
  };
}
