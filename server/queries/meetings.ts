// Reading meetings with their people and project, filtered in SQL by what the reader may see.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Meeting } from '../../core/schemas/meeting.ts';
import type { Db } from '../db/client.ts';
import { meetings, meetingTables, projects } from '../db/schema.ts';
import { presentMeeting } from '../presenters/meeting.ts';
import { type Keyed, keysetAfter, keysetColumns, keysetOrder, type PageRequest, type SortKey } from './keyset.ts';
import { buyer, interpreter, personColumns, selectMeetingsWithPeople, seller } from './meetings-with-people.ts';

const MEETING_ORDER: SortKey[] = [
  { expr: meetings.meetingDate, dir: 'asc', type: 'date' },
  { expr: meetings.startTime, dir: 'asc', type: 'time' },
  { expr: buyer.fullName, dir: 'asc', type: 'text' },
  { expr: meetings.id, dir: 'asc', type: 'uuid' },
];

/**
 * Meetings matching `where`, by date and start time, in the API's shape; one page of them when
 * `page` is given (docs/decisions/041-bounded-lists.md).
 */
export async function listMeetings(db: Db, where?: SQL, page?: PageRequest): Promise<(Meeting & Keyed)[]> {
  const query = selectMeetingsWithPeople(db, {
    ...keysetColumns(MEETING_ORDER),
    meeting: meetings,
    project: { id: projects.id, name: projects.name, timeZone: projects.timeZone },
    buyer: personColumns(buyer),
    seller: personColumns(seller),
    interpreter: { id: interpreter.id, fullName: interpreter.fullName },
    table: { id: meetingTables.id, name: meetingTables.name },
    checkIns: sql<number>`(select count(*)::int from meeting_attendances ma where ma.meeting_id = "meetings"."id")`,
  })
    .where(and(where, keysetAfter(MEETING_ORDER, page?.cursor)))
    .orderBy(...keysetOrder(MEETING_ORDER));
  const rows = await (page ? query.limit(page.limit + 1) : query);
  return rows.map((row) => ({ ...presentMeeting(row), keyset: row.keyset }));
}

/** One meeting matching `where` and the id, or undefined. */
export async function findMeeting(db: Db, id: string, where?: SQL) {
  const [meeting] = await listMeetings(db, and(eq(meetings.id, id), where));
  return meeting;
}
