// Reads of the badge scanner (docs/rules.md#scanning-badges): the caller's roles in the project, the
// person a badge names, their meetings of the day, the fallback search and the caller's recent scans.
import { and, asc, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { photoOf } from '../../../core/rules/badge-scan.ts';
import { INTERPRETER_VISIBLE_STATUSES } from '../../../core/rules/meetings.ts';
import { hhmm } from '../../../core/rules/time.ts';
import type { RecentScan, ScanCandidate, ScannedPerson } from '../../../core/schemas/badge-scan.ts';
import type { Db } from '../../db/client.ts';
import {
  eventCheckIns,
  meetingAttendances,
  meetings,
  meetingTables,
  profiles,
  projectParticipants,
} from '../../db/schema.ts';
import { iso } from '../../presenters/profile.ts';
import { containsPattern } from '../../queries/contains-pattern.ts';
import { activeParticipant } from '../../queries/participants.ts';

/** How many people the fallback search answers with, and how many recent scans the screen lists. */
export const SCAN_SEARCH_LIMIT = 20;
export const RECENT_SCANS_LIMIT = 20;

/** The roles `userId` takes part in the project with (confirmed and active). */
export async function rolesInProject(db: Db, projectId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ role: projectParticipants.role })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(eq(projectParticipants.projectId, projectId), eq(projectParticipants.userId, userId), activeParticipant),
    );
  return rows.map((r) => r.role);
}

const personColumns = {
  id: profiles.id,
  full_name: profiles.fullName,
  company_name: profiles.companyName,
  country: profiles.country,
  role: profiles.role,
  attachments: profiles.attachments,
};

interface PersonRow extends Omit<ScannedPerson, 'photo_url'> {
  attachments: string[];
}

const present = ({ attachments, ...p }: PersonRow): ScannedPerson => ({ ...p, photo_url: photoOf(attachments) });

/** A person taking part in the project (confirmed, active, in their own role), as the scanner shows them. */
export async function participantOf(db: Db, projectId: string, userId: string): Promise<ScannedPerson | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(and(eq(projectParticipants.projectId, projectId), eq(projectParticipants.userId, userId), activeParticipant))
    .limit(1);
  return row ? present(row) : undefined;
}

const buyer = alias(profiles, 'buyer');
const seller = alias(profiles, 'seller');

/**
 * The person's live meetings of one day in the project: as buyer, as seller, or as interpreter
 * once confirmed (what their agenda shows, docs/rules.md#agendas-and-badges), with whom they meet.
 */
export async function meetingsOfDay(db: Db, projectId: string, userId: string, day: string) {
  const rows = await db
    .select({
      id: meetings.id,
      status: meetings.status,
      meeting_date: meetings.meetingDate,
      start_time: meetings.startTime,
      end_time: meetings.endTime,
      location: meetings.location,
      table: meetingTables.name,
      buyer: { id: buyer.id, full_name: buyer.fullName, company_name: buyer.companyName },
      seller: { id: seller.id, full_name: seller.fullName, company_name: seller.companyName },
    })
    .from(meetings)
    .innerJoin(buyer, eq(buyer.id, meetings.buyerId))
    .innerJoin(seller, eq(seller.id, meetings.sellerId))
    .leftJoin(meetingTables, eq(meetingTables.id, meetings.tableId))
    .where(
      and(
        eq(meetings.projectId, projectId),
        eq(meetings.meetingDate, day),
        ne(meetings.status, 'cancelled'),
        or(
          eq(meetings.buyerId, userId),
          eq(meetings.sellerId, userId),
          and(eq(meetings.interpreterId, userId), inArray(meetings.status, [...INTERPRETER_VISIBLE_STATUSES])),
        ),
      ),
    )
    .orderBy(asc(meetings.startTime));
  return rows.map(({ buyer: b, seller: s, ...m }) => ({
    ...m,
    start_time: hhmm(m.start_time),
    end_time: hhmm(m.end_time),
    // Whom the scanned person meets: the other side, or both for their interpreter.
    counterparts: b.id === userId ? [s] : s.id === userId ? [b] : [b, s],
  }));
}
export type DayMeeting = Awaited<ReturnType<typeof meetingsOfDay>>[number];

/** Up to SCAN_SEARCH_LIMIT people of the project whose name, company or e-mail holds `q`, by name. */
export async function searchParticipants(db: Db, projectId: string, q: string): Promise<ScanCandidate[]> {
  const pattern = containsPattern(q);
  const rows = await db
    .select({ ...personColumns, arrived_at: eventCheckIns.checkedInAt })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .leftJoin(
      eventCheckIns,
      and(eq(eventCheckIns.projectId, projectParticipants.projectId), eq(eventCheckIns.userId, profiles.id)),
    )
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        activeParticipant,
        or(ilike(profiles.fullName, pattern), ilike(profiles.companyName, pattern), ilike(profiles.email, pattern)),
      ),
    )
    .orderBy(asc(profiles.fullName), asc(profiles.id))
    .limit(SCAN_SEARCH_LIMIT);
  return rows.map(({ arrived_at, ...p }) => ({
    ...present(p),
    arrived_at: arrived_at ? iso(arrived_at) : null,
  }));
}

/**
 * The caller's latest check-ins of people in the project, newest first: meeting check-ins they
 * made, and arrivals they recorded with no meeting check-in of that person by them at the same
 * moment (a meeting check-in records the arrival in the same transaction, so at the same time).
 */
export async function recentScans(db: Db, projectId: string, scannerId: string): Promise<RecentScan[]> {
  const atMeetings = db
    .select({
      userId: meetingAttendances.userId,
      meetingId: meetings.id,
      start: meetings.startTime,
      end: meetings.endTime,
      at: meetingAttendances.checkedInAt,
    })
    .from(meetingAttendances)
    .innerJoin(meetings, eq(meetings.id, meetingAttendances.meetingId))
    .where(and(eq(meetings.projectId, projectId), eq(meetingAttendances.checkedInBy, scannerId)))
    .orderBy(desc(meetingAttendances.checkedInAt))
    .limit(RECENT_SCANS_LIMIT);
  const arrivals = db
    .select({ userId: eventCheckIns.userId, at: eventCheckIns.checkedInAt })
    .from(eventCheckIns)
    .where(and(eq(eventCheckIns.projectId, projectId), eq(eventCheckIns.checkedInBy, scannerId)))
    .orderBy(desc(eventCheckIns.checkedInAt))
    .limit(RECENT_SCANS_LIMIT);
  const [meetingRows, arrivalRows] = await Promise.all([atMeetings, arrivals]);
  const key = (userId: string, at: Date) => `${userId} ${at.getTime()}`;
  const atMeeting = new Set(meetingRows.map((r) => key(r.userId, r.at)));
  const entries = [
    ...meetingRows.map((r) => ({
      userId: r.userId,
      at: r.at,
      meeting: { id: r.meetingId, start_time: hhmm(r.start), end_time: hhmm(r.end) },
    })),
    ...arrivalRows.filter((r) => !atMeeting.has(key(r.userId, r.at))).map((r) => ({ ...r, meeting: null })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RECENT_SCANS_LIMIT);
  if (entries.length === 0) return [];
  const people = await db
    .select(personColumns)
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(entries.map((e) => e.userId))]));
  const byId = new Map(people.map((p) => [p.id, present(p)]));
  return entries.flatMap((e) => {
    const person = byId.get(e.userId);
    if (!person) return [];
    return [
      {
        person,
        checked_into: e.meeting ? ('meeting' as const) : ('event' as const),
        meeting: e.meeting,
        checked_in_at: iso(e.at),
      },
    ];
  });
}

/** When the person arrived at the event, if they did. */
export async function arrivalOf(db: Db, projectId: string, userId: string) {
  const [row] = await db
    .select({ at: eventCheckIns.checkedInAt })
    .from(eventCheckIns)
    .where(and(eq(eventCheckIns.projectId, projectId), eq(eventCheckIns.userId, userId)));
  return row?.at;
}

/** When the person checked in to the meeting, if they did. */
export async function attendanceOf(db: Db, meetingId: string, userId: string) {
  const [row] = await db
    .select({ at: meetingAttendances.checkedInAt })
    .from(meetingAttendances)
    .where(and(eq(meetingAttendances.meetingId, meetingId), eq(meetingAttendances.userId, userId)));
  return row?.at;
}
