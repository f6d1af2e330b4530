// Reading meetings with their people and project, filtered in SQL by what the reader may see.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Meeting } from '../../core/schemas/meeting.ts';
import type { Db } from '../db/client.ts';
import { meetings, meetingTables, projects } from '../db/schema.ts';
import { presentMeeting } from '../presenters/meeting.ts';
import { buyer, interpreter, personColumns, selectMeetingsWithPeople, seller } from './meetings-with-people.ts';

/** Meetings matching `where`, by date and start time, in the API's shape. */
export async function listMeetings(db: Db, where?: SQL): Promise<Meeting[]> {
  const rows = await selectMeetingsWithPeople(db, {
    meeting: meetings,
    project: { id: projects.id, name: projects.name, timeZone: projects.timeZone },
    buyer: personColumns(buyer),
    seller: personColumns(seller),
    interpreter: { id: interpreter.id, fullName: interpreter.fullName },
    table: { id: meetingTables.id, name: meetingTables.name },
    checkIns: sql<number>`(select count(*)::int from meeting_attendances ma where ma.meeting_id = "meetings"."id")`,
  })
    .where(where)
    .orderBy(asc(meetings.meetingDate), asc(meetings.startTime), asc(buyer.fullName));
  return rows.map(presentMeeting);
}

/** One meeting matching `where` and the id, or undefined. */
export async function findMeeting(db: Db, id: string, where?: SQL) {
  const [meeting] = await listMeetings(db, and(eq(meetings.id, id), where));
  return meeting;
}
