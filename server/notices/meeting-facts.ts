// What a reminder or an evening agenda says of a meeting, read in one query with its people.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { UPCOMING_MEETING_STATUSES } from '../../core/rules/meetings.ts';
import { companyOrName } from '../../core/rules/names.ts';
import { meetingPlace } from '../../core/rules/tables.ts';
import { hhmm } from '../../core/rules/time.ts';
import type { AgendaMeeting } from '../../core/schemas/agenda.ts';
import type { Db } from '../db/client.ts';
import { meetings, meetingTables, projects } from '../db/schema.ts';
import { statusIn } from '../db/sql-lists.ts';
import type { MeetingForReader } from '../mail/notice-messages.ts';
import { projectSender } from '../mail/outbox.ts';
import { type MeetingPerson, presentPerson } from '../presenters/meeting.ts';
import {
  buyer,
  interpreter,
  personColumns,
  selectMeetingsWithPeople,
  seller,
} from '../queries/meetings-with-people.ts';

export interface MeetingFacts {
  id: string;
  project_id: string;
  project_name: string;
  mail_from_name: string;
  mail_reply_to: string;
  status: string;
  day: string;
  start: string;
  end: string;
  location: string;
  /** The table's name (docs/rules.md#tables), null without one. */
  table_name: string | null;
  buyer: MeetingPerson;
  seller: MeetingPerson;
  interpreter: MeetingPerson | null;
}

/** Live meetings of active projects matching `where` (over the tables of the meeting-with-people join), by day and start. */
export async function liveMeetingFacts(db: Pick<Db, 'select'>, where: SQL): Promise<MeetingFacts[]> {
  const rows = await selectMeetingsWithPeople(db, {
    meeting: {
      id: meetings.id,
      projectId: meetings.projectId,
      status: meetings.status,
      day: meetings.meetingDate,
      start: meetings.startTime,
      end: meetings.endTime,
      location: meetings.location,
    },
    project: { name: projects.name, mailFromName: projects.mailFromName, mailReplyTo: projects.mailReplyTo },
    tableName: meetingTables.name,
    buyer: personColumns(buyer),
    seller: personColumns(seller),
    interpreter: personColumns(interpreter),
  })
    .where(and(statusIn(meetings.status, UPCOMING_MEETING_STATUSES), eq(projects.status, 'active'), where))
    .orderBy(asc(meetings.meetingDate), asc(meetings.startTime));
  return rows.map(({ meeting: m, project: p, ...r }) => ({
    id: m.id,
    project_id: m.projectId,
    status: m.status,
    project_name: p.name,
    mail_from_name: p.mailFromName,
    mail_reply_to: p.mailReplyTo,
    day: m.day,
    start: hhmm(m.start),
    end: hhmm(m.end),
    location: m.location,
    table_name: r.tableName,
    buyer: presentPerson(r.buyer),
    seller: presentPerson(r.seller),
    interpreter: r.interpreter ? presentPerson(r.interpreter) : null,
  }));
}

/** The meeting as `readerId` sees it: the other side, and the interpreter unless that is the reader. */
export function meetingForReader(m: MeetingFacts, readerId: string): MeetingForReader {
  const counterpart =
    readerId === m.buyer.id
      ? companyOrName(m.seller)
      : readerId === m.seller.id
        ? companyOrName(m.buyer)
        : `${companyOrName(m.buyer)} – ${companyOrName(m.seller)}`;
  return {
    meetingId: m.id,
    day: m.day,
    start: m.start,
    end: m.end,
    counterpart,
    place: meetingPlace(m.table_name, m.location),
    interpreter: m.interpreter && m.interpreter.id !== readerId ? m.interpreter.full_name : null,
  };
}

/** The sender's name and reply-to of the meeting's project. */
export const meetingSender = (m: MeetingFacts) =>
  projectSender({ name: m.project_name, mailFromName: m.mail_from_name, mailReplyTo: m.mail_reply_to });

/**
 * The people of a meeting who get its reminders: both sides, and the interpreter once the meeting
 * is confirmed (before that it is not on the interpreter's screens: docs/rules.md#visibility).
 */
export const meetingPeople = (m: MeetingFacts) =>
  [m.buyer.id, m.seller.id, m.status === 'confirmed' ? m.interpreter?.id : undefined].filter(
    (id): id is string => !!id,
  );

/** A meeting of someone's agenda (server/queries/agendas.ts) as an e-mail tells it to them. */
export function agendaMeetingForReader(m: AgendaMeeting, day: string, readerId: string): MeetingForReader {
  return {
    meetingId: m.id,
    day,
    start: m.start_time,
    end: m.end_time,
    counterpart: m.counterparts.map(companyOrName).join(' – '),
    place: meetingPlace(m.table, m.location),
    interpreter: m.interpreter && m.interpreter.id !== readerId ? m.interpreter.full_name : null,
  };
}
