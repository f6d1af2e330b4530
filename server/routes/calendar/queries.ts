// Reads of the calendar routes: meetings as a calendar shows them, and whose feed a secret opens.
import { and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hhmm } from '../../../core/rules/time.ts';
import type { CalendarMeeting } from '../../calendar/meeting-event.ts';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, meetings, meetingTables, profiles, projects } from '../../db/schema.ts';
import { visibleMeetings } from '../../policies/meeting.ts';
import type { CurrentUser } from '../../types.ts';

const buyer = alias(profiles, 'buyer');
const seller = alias(profiles, 'seller');
const interpreter = alias(profiles, 'interpreter');

/** Meetings matching `where` with what their calendar events show, by date and start time. */
export async function calendarMeetings(db: Db, where: SQL | undefined): Promise<CalendarMeeting[]> {
  const rows = await db
    .select({
      meeting: meetings,
      project: { name: projects.name, timeZone: projects.timeZone, location: projects.location },
      buyer: { id: buyer.id, fullName: buyer.fullName, companyName: buyer.companyName },
      seller: { id: seller.id, fullName: seller.fullName, companyName: seller.companyName },
      interpreter: { id: interpreter.id, fullName: interpreter.fullName },
      tableName: meetingTables.name,
    })
    .from(meetings)
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .innerJoin(buyer, eq(buyer.id, meetings.buyerId))
    .innerJoin(seller, eq(seller.id, meetings.sellerId))
    .leftJoin(interpreter, eq(interpreter.id, meetings.interpreterId))
    .leftJoin(meetingTables, eq(meetingTables.id, meetings.tableId))
    .where(where)
    .orderBy(asc(meetings.meetingDate), asc(meetings.startTime), asc(meetings.id));
  return rows.map((r) => ({
    id: r.meeting.id,
    sequence: r.meeting.sequence,
    updated_at: r.meeting.updatedAt,
    meeting_date: r.meeting.meetingDate,
    start_time: hhmm(r.meeting.startTime),
    end_time: hhmm(r.meeting.endTime),
    location: r.meeting.location,
    table: r.tableName,
    status: r.meeting.status,
    project: { name: r.project.name, time_zone: r.project.timeZone, location: r.project.location },
    buyer: { id: r.buyer.id, full_name: r.buyer.fullName, company_name: r.buyer.companyName },
    seller: { id: r.seller.id, full_name: r.seller.fullName, company_name: r.seller.companyName },
    interpreter: r.interpreter?.id ? { id: r.interpreter.id, full_name: r.interpreter.fullName } : null,
  }));
}

/**
 * A person's feed (docs/rules.md#calendars): the meetings they take part in and may see, of every
 * project not cancelled; their cancelled meetings stay in it, so calendar apps take them out.
 */
export function feedMeetings(db: Db, user: CurrentUser) {
  return calendarMeetings(
    db,
    and(
      or(eq(meetings.buyerId, user.id), eq(meetings.sellerId, user.id), eq(meetings.interpreterId, user.id)),
      visibleMeetings(user),
      ne(projects.status, 'cancelled'),
    ),
  );
}

/** The active person whose feed secret has this hash, or undefined. */
export async function feedOwner(db: Db, tokenHash: string): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select({ profile: profiles })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(profiles.isActive, true)));
  return row?.profile;
}
