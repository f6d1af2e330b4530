// A meeting with its people (server/queries/meetings-with-people.ts) in the API's snake_case
// shapes: the meeting of lists and pages, and the people beside it, which every other answer
// about meetings (agendas, calendars, the dashboard, reminders) names the same way.
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hhmm } from '../../core/rules/time.ts';
import type { Meeting } from '../../core/schemas/meeting.ts';
import type { meetings } from '../db/schema.ts';

/** A buyer or seller beside a meeting. */
export interface MeetingPerson {
  id: string;
  full_name: string;
  company_name: string;
}

/** A person as read: the columns' names. */
interface PersonRow {
  id: string;
  fullName: string;
  companyName: string;
}

/** A buyer or seller (or the interpreter, where the answer names their company) in the API's shape. */
export const presentPerson = (p: PersonRow): MeetingPerson => ({
  id: p.id,
  full_name: p.fullName,
  company_name: p.companyName,
});

/** The interpreter by id and name; null when the meeting has none (a left join read nothing). */
export const presentInterpreter = (p: { id: string | null; fullName: string | null } | null) =>
  p?.id ? { id: p.id, full_name: p.fullName ?? '' } : null;

/** The person of `MeetingPerson` as a JSON object built in SQL, for answers read in one statement. */
export const personJson = (p: { id: AnyPgColumn; fullName: AnyPgColumn; companyName: AnyPgColumn }): SQL =>
  sql`json_build_object('id', ${p.id}, 'full_name', ${p.fullName}, 'company_name', ${p.companyName})`;

/** What `presentMeeting` needs: the meeting row and the names around it. */
export interface MeetingWithPeopleRow {
  meeting: typeof meetings.$inferSelect;
  project: { id: string; name: string; timeZone: string };
  buyer: PersonRow;
  seller: PersonRow;
  interpreter: { id: string; fullName: string } | null;
  table: { id: string; name: string } | null;
  checkIns: number;
}

/** A meeting as lists, its page and the grid show it. */
export function presentMeeting(r: MeetingWithPeopleRow): Meeting {
  return {
    id: r.meeting.id,
    project: { id: r.project.id, name: r.project.name, time_zone: r.project.timeZone },
    buyer: presentPerson(r.buyer),
    seller: presentPerson(r.seller),
    interpreter: presentInterpreter(r.interpreter),
    meeting_date: r.meeting.meetingDate,
    start_time: hhmm(r.meeting.startTime),
    end_time: hhmm(r.meeting.endTime),
    location: r.meeting.location,
    table: r.table?.id ? { id: r.table.id, name: r.table.name } : null,
    notes: r.meeting.notes,
    status: r.meeting.status,
    absence: r.meeting.absence as Meeting['absence'],
    check_in_count: r.checkIns,
  };
}
