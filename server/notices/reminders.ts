// Reminders before each meeting (docs/rules.md#reminders): the project's reminder_minutes before a
// live meeting starts, its two sides and interpreter get an e-mail with the time and place. The
// key (meeting, start instant) is inserted with the e-mails in one transaction, so a reminder
// goes out once across instances and restarts; a meeting moved later gets one for its new start,
// a cancelled one none, and a start already past is never reminded of.
import { eq, inArray, sql } from 'drizzle-orm';
import { UPCOMING_MEETING_STATUSES } from '../../core/rules/meetings.ts';
import type { Db } from '../db/client.ts';
import { meetingReminders, meetings, users } from '../db/schema.ts';
import { constants } from '../db/sql-lists.ts';
import { meetingReminderMail } from '../mail/notice-messages.ts';
import { type OutgoingMail, queueMail } from '../mail/outbox.ts';
import { activeRecipients } from '../mail/recipients.ts';
import type { NoticeJobContext } from './context.ts';
import { liveMeetingFacts, meetingForReader, meetingPeople, meetingSender } from './meeting-facts.ts';
import { noticeLinks, noticeSettingsOf } from './settings.ts';

const MEETINGS_PER_STEP = 100;

interface Due {
  id: string;
  starts_at: string;
  minutes: number;
}

/** Live meetings starting within their project's reminder time after `now`, not yet reminded of. */
async function dueReminders(db: Db, now: Date): Promise<Due[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select m.id, s.starts_at, p.reminder_minutes as minutes
    from meetings m
    join projects p on p.id = m.project_id
    cross join lateral (select ((m.meeting_date + m.start_time) at time zone p.time_zone) as starts_at) s
    where m.status in (${constants(UPCOMING_MEETING_STATUSES)}) and p.status = 'active' and p.reminder_minutes > 0
      -- every zone is within a day of UTC: the index on live meetings by date narrows the search
      and m.meeting_date between (${at}::timestamptz)::date - 2 and (${at}::timestamptz)::date + 2
      and s.starts_at > ${at}::timestamptz
      and s.starts_at <= ${at}::timestamptz + make_interval(mins => p.reminder_minutes)
      and not exists (select 1 from meeting_reminders r where r.meeting_id = m.id and r.starts_at = s.starts_at)
    order by s.starts_at
    limit ${MEETINGS_PER_STEP}`);
  return (result as unknown as { rows: Due[] }).rows;
}

/** Sends the reminders due at `now`; resolves how many meetings were reminded of. */
export async function sendDueReminders(db: Db, ctx: NoticeJobContext): Promise<number> {
  let sent = 0;
  for (const due of await dueReminders(db, ctx.now)) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(meetingReminders)
        .values({ meetingId: due.id, startsAt: new Date(due.starts_at) })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false; // another instance reminded of it
      const [meeting] = await liveMeetingFacts(tx, eq(meetings.id, due.id));
      if (!meeting) return false; // cancelled since it was found: the key stays, nothing is sent
      const people = await activeRecipients(tx, inArray(users.id, meetingPeople(meeting)));
      const settings = await noticeSettingsOf(
        tx,
        people.map((p) => p.id),
      );
      const mails: OutgoingMail[] = people.flatMap((person) => {
        const mine = settings.get(person.id);
        if (!mine || mine.choices.meeting_reminders === 'never') return [];
        return [
          {
            ...meetingReminderMail({
              language: person.language,
              name: person.name,
              minutes: Math.max(1, Math.round((new Date(due.starts_at).getTime() - ctx.now.getTime()) / 60_000)),
              meeting: meetingForReader(meeting, person.id),
              publicUrl: ctx.publicUrl,
              links: noticeLinks(ctx.publicUrl, mine.token),
            }),
            to: { email: person.email, name: person.name, userId: person.id },
            projectId: meeting.project_id,
            ...meetingSender(meeting),
          },
        ];
      });
      await queueMail(tx, mails);
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
