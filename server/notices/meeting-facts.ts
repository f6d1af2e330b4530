// What a reminder or an evening agenda says of a meeting, read in one query with its people.
import { sql } from 'drizzle-orm';
import { companyOrName } from '../../core/rules/names.ts';
import { meetingPlace } from '../../core/rules/tables.ts';
import type { AgendaMeeting } from '../../core/schemas/agenda.ts';
import type { Db } from '../db/client.ts';
import type { MeetingForReader } from '../mail/notice-messages.ts';
import { projectSender } from '../mail/outbox.ts';

interface Party {
  id: string;
  full_name: string;
  company_name: string;
}

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
  buyer: Party;
  seller: Party;
  interpreter: Party | null;
}

const party = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'full_name', ${alias}.full_name, 'company_name', ${alias}.company_name)`,
  );

/** Live meetings matching `where` (over `m`, the meeting, and `p`, its project), by day and start. */
export async function liveMeetingFacts(
  db: Pick<Db, 'execute'>,
  where: ReturnType<typeof sql>,
): Promise<MeetingFacts[]> {
  const result = await db.execute(sql`
    select m.id, m.project_id, m.status, p.name as project_name, p.mail_from_name, p.mail_reply_to, to_char(m.meeting_date, 'YYYY-MM-DD') as day,
      to_char(m.start_time, 'HH24:MI') as start, to_char(m.end_time, 'HH24:MI') as "end", m.location, t.name as table_name,
      ${party('b')} as buyer, ${party('s')} as seller,
      case when i.id is null then null else ${party('i')} end as interpreter
    from meetings m
    join projects p on p.id = m.project_id
    join profiles b on b.id = m.buyer_id
    join profiles s on s.id = m.seller_id
    left join profiles i on i.id = m.interpreter_id
    left join meeting_tables t on t.id = m.table_id
    where m.status in ('scheduled', 'confirmed') and p.status = 'active' and (${where})
    order by m.meeting_date, m.start_time`);
  return (result as unknown as { rows: MeetingFacts[] }).rows;
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
