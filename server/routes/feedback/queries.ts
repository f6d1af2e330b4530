// Reads of the feedback routes (docs/rules.md#feedback-and-no-shows): the meeting as the caller
// sees it, its answers, and the caller's ended meetings still awaiting theirs.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { feedbackEditableUntil } from '../../../core/rules/feedback.ts';
import type { MeetingStatus } from '../../../core/rules/meetings.ts';
import type { Feedback, PendingFeedback } from '../../../core/schemas/feedback.ts';
import type { Db } from '../../db/client.ts';
import { meetingFeedback, meetings, profiles, projects } from '../../db/schema.ts';
import { iso } from '../../presenters/profile.ts';

/** Most meetings the pending list names: the dashboard shows a few, the rest wait their turn. */
export const PENDING_LIMIT = 50;

/** A meeting matching `visible`, with what the feedback rules need of it; undefined when hidden or missing. */
export async function feedbackMeeting(db: Db, id: string, visible: SQL | undefined) {
  const [row] = await db
    .select({
      id: meetings.id,
      project_id: meetings.projectId,
      buyer_id: meetings.buyerId,
      seller_id: meetings.sellerId,
      status: meetings.status,
      meeting_date: meetings.meetingDate,
      end_time: meetings.endTime,
      time_zone: projects.timeZone,
    })
    .from(meetings)
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .where(and(eq(meetings.id, id), visible));
  return row ? { ...row, status: row.status as MeetingStatus } : undefined;
}

type AnswerRow = typeof meetingFeedback.$inferSelect;

export function presentFeedback(row: AnswerRow, user: { id: string; fullName: string; companyName: string }): Feedback {
  return {
    id: row.id,
    meeting_id: row.meetingId,
    side: row.side as Feedback['side'],
    user: { id: user.id, full_name: user.fullName, company_name: user.companyName },
    rating: row.rating,
    // Null while unanswered: the rating may come alone (docs/decisions/035-one-tap.md).
    follow_up: (row.followUp ?? null) as Feedback['follow_up'],
    deal_size: (row.dealSize ?? null) as Feedback['deal_size'],
    comment: row.comment,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    editable_until: feedbackEditableUntil(row.createdAt).toISOString(),
  };
}

/** The answers of a meeting matching `visible` (the caller's own, or all), buyer's first. */
export async function meetingAnswers(db: Db, meetingId: string, visible: SQL | undefined): Promise<Feedback[]> {
  const rows = await db
    .select({
      a: meetingFeedback,
      p: { id: profiles.id, fullName: profiles.fullName, companyName: profiles.companyName },
    })
    .from(meetingFeedback)
    .innerJoin(profiles, eq(profiles.id, meetingFeedback.userId))
    .where(and(eq(meetingFeedback.meetingId, meetingId), visible))
    .orderBy(asc(meetingFeedback.side));
  return rows.map(({ a, p }) => presentFeedback(a, p));
}

/**
 * The meetings of `userId` (as buyer or seller) that have ended by `now` in their project's zone,
 * were neither cancelled nor a no-show, and have no answer of theirs yet: the latest first.
 */
export async function pendingFeedback(db: Db, userId: string, now: Date): Promise<PendingFeedback[]> {
  const result = await db.execute(sql`
    select m.id as meeting_id, p.id as project_id, p.name as project_name,
      c.id as counterpart_id, c.full_name, c.company_name,
      to_char(m.meeting_date, 'YYYY-MM-DD') as meeting_date,
      to_char(m.start_time, 'HH24:MI') as start_time, to_char(m.end_time, 'HH24:MI') as end_time
    from meetings m
    join projects p on p.id = m.project_id
    join profiles c on c.id = case when m.buyer_id = ${userId} then m.seller_id else m.buyer_id end
    where (m.buyer_id = ${userId} or m.seller_id = ${userId})
      and m.status in ('scheduled', 'confirmed', 'completed')
      and ((m.meeting_date + m.end_time) at time zone p.time_zone) <= ${now.toISOString()}::timestamptz
      and not exists (select 1 from meeting_feedback f where f.meeting_id = m.id and f.user_id = ${userId})
    order by m.meeting_date desc, m.end_time desc
    limit ${PENDING_LIMIT}`);
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((r) => ({
    meeting_id: r.meeting_id,
    project: { id: r.project_id, name: r.project_name },
    counterpart: { id: r.counterpart_id, full_name: r.full_name, company_name: r.company_name },
    meeting_date: r.meeting_date,
    start_time: r.start_time,
    end_time: r.end_time,
  }));
}
