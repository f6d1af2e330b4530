// "Your next meeting is at table A-12 in 10 minutes" (docs/rules.md#push-notifications): a push to
// each person of a live meeting who has a browser subscribed, PUSH_REMINDER_MINUTES before it
// starts. Like the e-mail reminders, the key (meeting, person, start) is inserted with the push in
// one transaction: once across instances and restarts, again for a moved meeting's new start,
// never for a cancelled one or a start already past.
import { eq, sql } from 'drizzle-orm';
import { MEETING_STATUS, UPCOMING_MEETING_STATUSES } from '../../core/rules/meetings.ts';
import type { Db } from '../db/client.ts';
import { meetingPushReminders, meetings } from '../db/schema.ts';
import { constant, constants } from '../db/sql-lists.ts';
import type { NoticeJobContext } from '../notices/context.ts';
import { liveMeetingFacts, meetingForReader, meetingPeople } from '../notices/meeting-facts.ts';
import { type OutgoingPush, queuePushes } from './queue.ts';

/** How long before a meeting its push reminder comes: time to walk across a hall. */
export const PUSH_REMINDER_MINUTES = 10;

const MEETINGS_PER_STEP = 100;

interface Due {
  id: string;
  starts_at: string;
}

/** Live meetings starting within PUSH_REMINDER_MINUTES with a subscribed person not yet reminded. */
async function dueMeetings(db: Db, now: Date): Promise<Due[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select distinct m.id, s.starts_at
    from meetings m
    join projects p on p.id = m.project_id
    cross join lateral (select ((m.meeting_date + m.start_time) at time zone p.time_zone) as starts_at) s
    cross join lateral unnest(array[m.buyer_id, m.seller_id,
      case when m.status = ${constant(MEETING_STATUS.confirmed)} then m.interpreter_id end]) as x(user_id)
    where m.status in (${constants(UPCOMING_MEETING_STATUSES)}) and p.status = 'active'
      and m.meeting_date between (${at}::timestamptz)::date - 2 and (${at}::timestamptz)::date + 2
      and s.starts_at > ${at}::timestamptz
      and s.starts_at <= ${at}::timestamptz + make_interval(mins => ${PUSH_REMINDER_MINUTES}::int)
      and exists (select 1 from push_subscriptions ps where ps.user_id = x.user_id)
      and not exists (select 1 from meeting_push_reminders r
        where r.meeting_id = m.id and r.user_id = x.user_id and r.starts_at = s.starts_at)
    order by s.starts_at
    limit ${MEETINGS_PER_STEP}`);
  return (result as unknown as { rows: Due[] }).rows;
}

/**
 * Queues the push reminders due at `now`; resolves how many (meeting, person) keys it took, each
 * a push unless the person turned the kind off.
 */
export async function queueDuePushReminders(db: Db, ctx: Pick<NoticeJobContext, 'now'>): Promise<number> {
  let queued = 0;
  for (const due of await dueMeetings(db, ctx.now)) {
    const startsAt = new Date(due.starts_at);
    queued += await db.transaction(async (tx) => {
      const [meeting] = await liveMeetingFacts(tx, eq(meetings.id, due.id));
      if (!meeting) return 0; // cancelled since it was found
      const claimed = await tx
        .insert(meetingPushReminders)
        .values(meetingPeople(meeting).map((userId) => ({ meetingId: meeting.id, userId, startsAt })))
        .onConflictDoNothing()
        .returning({ userId: meetingPushReminders.userId });
      const minutes = Math.max(1, Math.round((startsAt.getTime() - ctx.now.getTime()) / 60_000));
      const pushes: OutgoingPush[] = claimed.map(({ userId }) => ({
        userId,
        kind: 'meeting_reminders',
        text: {
          type: 'meeting_soon',
          counterpart: meetingForReader(meeting, userId).counterpart,
          table: meeting.table_name,
          minutes,
          time: meeting.start,
        },
        url: `/meetings/${meeting.id}`,
        tag: `meeting-${meeting.id}`,
      }));
      await queuePushes(tx, pushes);
      return claimed.length;
    });
  }
  return queued;
}
