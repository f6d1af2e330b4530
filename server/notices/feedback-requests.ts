// Asking the two sides of each meeting what they thought of it (docs/rules.md#feedback-and-no-shows):
// once a meeting has ended in its project's zone (and was neither cancelled nor a no-show), its buyer
// and seller each get a notification "How was your meeting with …?" linking to the meeting. The
// notification reaches e-mail by the person's choice for meetings notices, as every other does.
// Meetings are claimed FOR UPDATE SKIP LOCKED and marked asked (meetings.feedback_asked_at) in the
// transaction that stores the notifications, so each is asked about once across instances and
// restarts; only meetings that ended in the last two days are, so a server down for longer, or an
// upgrade, never asks about old meetings.
import { sql } from 'drizzle-orm';
import { MEETING_STATUS, UPCOMING_MEETING_STATUSES } from '../../core/rules/meetings.ts';
import { companyOrName } from '../../core/rules/names.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { constants } from '../db/sql-lists.ts';
import type { NotificationBus } from '../services/notification-bus.ts';
import { type NewNotification, notificationValues, publishNotifications } from '../services/notify.ts';
import type { NoticeJobContext } from './context.ts';

const MEETINGS_PER_STEP = 100;
/** Meetings that ended longer ago than this are never asked about. */
export const FEEDBACK_ASK_WITHIN_DAYS = 2;

interface Ended {
  id: string;
  day: string;
  start: string;
  buyer: { id: string; full_name: string; company_name: string };
  seller: { id: string; full_name: string; company_name: string };
}

const party = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'full_name', ${alias}.full_name, 'company_name', ${alias}.company_name)`,
  );

/** The notifications asking each side about the meeting, naming the other side. */
export function feedbackRequests(m: Ended): NewNotification[] {
  const ask = (userId: string, other: Ended['buyer']): NewNotification => ({
    userId,
    type: 'info',
    titleKey: 'notifications.meeting.feedback.title',
    messageKey: 'notifications.meeting.feedback.message',
    params: { name: companyOrName(other), date: m.day, time: m.start },
    link: `/meetings/${m.id}`,
  });
  return [ask(m.buyer.id, m.seller), ask(m.seller.id, m.buyer)];
}

/**
 * Asks about the meetings that have ended by `ctx.now` and were not asked about yet; resolves how
 * many meetings it asked about. `bus` pushes the new notifications to open screens once stored.
 */
export async function askForFeedback(db: Db, ctx: NoticeJobContext, bus?: NotificationBus): Promise<number> {
  const at = ctx.now.toISOString();
  const stored = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      select m.id, to_char(m.meeting_date, 'YYYY-MM-DD') as day, to_char(m.start_time, 'HH24:MI') as start,
        ${party('b')} as buyer, ${party('s')} as seller
      from meetings m
      join projects p on p.id = m.project_id
      join profiles b on b.id = m.buyer_id
      join profiles s on s.id = m.seller_id
      cross join lateral (select ((m.meeting_date + m.end_time) at time zone p.time_zone) as ends_at) e
      where m.feedback_asked_at is null and m.status in (${constants([...UPCOMING_MEETING_STATUSES, MEETING_STATUS.completed])})
        and p.status <> 'cancelled'
        -- every zone is within a day of UTC: the date narrows the search before the zone is applied
        and m.meeting_date between (${at}::timestamptz)::date - ${FEEDBACK_ASK_WITHIN_DAYS + 1}::int
          and (${at}::timestamptz)::date + 1
        and e.ends_at <= ${at}::timestamptz
        and e.ends_at > ${at}::timestamptz - make_interval(days => ${FEEDBACK_ASK_WITHIN_DAYS}::int)
      order by e.ends_at
      limit ${MEETINGS_PER_STEP}
      for update of m skip locked`);
    const ended = (result as unknown as { rows: Ended[] }).rows;
    if (ended.length === 0) return { count: 0, rows: [] };
    const ids = ended.map((m) => m.id);
    // Still unasked under the lock (a committed ask of another instance is seen here), now asked.
    const marked = await tx.execute(sql`
      update meetings set feedback_asked_at = ${at}::timestamptz
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and feedback_asked_at is null
      returning id`);
    const claimed = new Set((marked as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
    const items = ended.filter((m) => claimed.has(m.id)).flatMap(feedbackRequests);
    const rows =
      items.length > 0 ? await tx.insert(notifications).values(items.map(notificationValues)).returning() : [];
    return { count: claimed.size, rows };
  });
  if (bus) publishNotifications(bus, stored.rows);
  return stored.count;
}
