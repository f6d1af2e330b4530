// Reads of the calendar routes: meetings as a calendar shows them, and whose feed a secret opens.
import { and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import { hhmm } from '../../../core/rules/time.ts';
import type { CalendarMeeting } from '../../calendar/meeting-event.ts';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, meetings, meetingTables, profiles, projects } from '../../db/schema.ts';
import { visibleMeetings } from '../../policies/meeting.ts';
import { presentInterpreter, presentPerson } from '../../presenters/meeting.ts';
import {
  buyer,
  interpreter,
  personColumns,
  selectMeetingsWithPeople,
  seller,
} from '../../queries/meetings-with-people.ts';
import type { CurrentUser } from '../../types.ts';

/** Meetings matching `where` with what their calendar events show, by date and start time. */
export async function calendarMeetings(db: Db, where: SQL | undefined): Promise<CalendarMeeting[]> {
  const rows = await selectMeetingsWithPeople(db, {
    meeting: meetings,
    project: { name: projects.name, timeZone: projects.timeZone, location: projects.location },
    buyer: personColumns(buyer),
    seller: personColumns(seller),
    interpreter: { id: interpreter.id, fullName: interpreter.fullName },
    tableName: meetingTables.name,
  })
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
    buyer: presentPerson(r.buyer),
    seller: presentPerson(r.seller),
    interpreter: presentInterpreter(r.interpreter),
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
