// Reading meetings with their people and project, filtered in SQL by what the reader may see.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hhmm } from '../../core/rules/time.ts';
import type { Meeting } from '../../core/schemas/meeting.ts';
import type { Db } from '../db/client.ts';
import { meetings, meetingTables, profiles, projects } from '../db/schema.ts';

const buyer = alias(profiles, 'buyer');
const seller = alias(profiles, 'seller');
const interpreter = alias(profiles, 'interpreter');

/** Meetings matching `where`, by date and start time, in the API's shape. */
export async function listMeetings(db: Db, where?: SQL): Promise<Meeting[]> {
  const rows = await db
    .select({
      meeting: meetings,
      project: { id: projects.id, name: projects.name, timeZone: projects.timeZone },
      buyer: { id: buyer.id, fullName: buyer.fullName, companyName: buyer.companyName },
      seller: { id: seller.id, fullName: seller.fullName, companyName: seller.companyName },
      interpreter: { id: interpreter.id, fullName: interpreter.fullName },
      table: { id: meetingTables.id, name: meetingTables.name },
      checkIns: sql<number>`(select count(*)::int from meeting_attendances ma where ma.meeting_id = "meetings"."id")`,
    })
    .from(meetings)
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .innerJoin(buyer, eq(buyer.id, meetings.buyerId))
    .innerJoin(seller, eq(seller.id, meetings.sellerId))
    .leftJoin(interpreter, eq(interpreter.id, meetings.interpreterId))
    .leftJoin(meetingTables, eq(meetingTables.id, meetings.tableId))
    .where(where)
    .orderBy(asc(meetings.meetingDate), asc(meetings.startTime), asc(buyer.fullName));
  return rows.map((r) => ({
    id: r.meeting.id,
    project: { id: r.project.id, name: r.project.name, time_zone: r.project.timeZone },
    buyer: { id: r.buyer.id, full_name: r.buyer.fullName, company_name: r.buyer.companyName },
    seller: { id: r.seller.id, full_name: r.seller.fullName, company_name: r.seller.companyName },
    interpreter: r.interpreter?.id ? { id: r.interpreter.id, full_name: r.interpreter.fullName } : null,
    meeting_date: r.meeting.meetingDate,
    start_time: hhmm(r.meeting.startTime),
    end_time: hhmm(r.meeting.endTime),
    location: r.meeting.location,
    table: r.table?.id ? { id: r.table.id, name: r.table.name } : null,
    notes: r.meeting.notes,
    status: r.meeting.status,
    absence: r.meeting.absence as Meeting['absence'],
    check_in_count: r.checkIns,
  }));
}

/** One meeting matching `where` and the id, or undefined. */
export async function findMeeting(db: Db, id: string, where?: SQL) {
  const [meeting] = await listMeetings(db, and(eq(meetings.id, id), where));
  return meeting;
}
