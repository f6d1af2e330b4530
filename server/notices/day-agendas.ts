// The evening agenda (docs/rules.md#reminders): from AGENDA_HOUR in the project's time zone, each
// person with live meetings on the next day gets that day's meetings in one e-mail, the same
// meetings as their agenda page shows. The key
// (project, person, day) is inserted with the e-mail in one transaction: sent once across
// instances and restarts, and still sent later that evening after a restart.
import { eq, sql } from 'drizzle-orm';
import { agendaPath } from '../../core/rules/agenda-links.ts';
import { MEETING_STATUS, UPCOMING_MEETING_STATUSES } from '../../core/rules/meetings.ts';
import type { Db } from '../db/client.ts';
import { dayAgendaMails, projects, users } from '../db/schema.ts';
import { constant, constants } from '../db/sql-lists.ts';
import { dayAgendaMail } from '../mail/notice-messages.ts';
import { projectSender, queueMail } from '../mail/outbox.ts';
import { activeRecipients } from '../mail/recipients.ts';
import { personAgenda } from '../queries/agendas.ts';
import { AGENDA_HOUR, type NoticeJobContext } from './context.ts';
import { agendaMeetingForReader } from './meeting-facts.ts';
import { noticeLinks, noticeSettingsOf } from './settings.ts';

const AGENDAS_PER_STEP = 100;

interface Due {
  project_id: string;
  user_id: string;
  day: string;
}

/** People with live meetings tomorrow (in their project's zone), past the hour, not yet sent. */
async function dueAgendas(db: Db, now: Date): Promise<Due[]> {
  const result = await db.execute(sql`
    with local as (
      select p.id as project_id, (${now.toISOString()}::timestamptz at time zone p.time_zone) as at
      from projects p where p.status = 'active'
    ), due as (
      select l.project_id, (l.at::date + 1) as day from local l where extract(hour from l.at) >= ${AGENDA_HOUR}
    ), people as (
      select distinct d.project_id, d.day, x.user_id
      from due d
      join meetings m on m.project_id = d.project_id and m.meeting_date = d.day and m.status in (${constants(UPCOMING_MEETING_STATUSES)})
      -- an interpreter sees a meeting once it is confirmed (docs/rules.md#visibility)
      cross join lateral (values (m.buyer_id), (m.seller_id),
        (case when m.status = ${constant(MEETING_STATUS.confirmed)} then m.interpreter_id end)) x(user_id)
      where x.user_id is not null
    )
    select project_id, user_id, to_char(day, 'YYYY-MM-DD') as day from people
    where not exists (select 1 from day_agenda_mails a
                      where a.project_id = people.project_id and a.user_id = people.user_id and a.day = people.day)
    limit ${AGENDAS_PER_STEP}`);
  return (result as unknown as { rows: Due[] }).rows;
}

/** Sends the evening agendas due at `now`; resolves how many were handled. */
export async function sendDueDayAgendas(db: Db, ctx: NoticeJobContext): Promise<number> {
  let sent = 0;
  for (const due of await dueAgendas(db, ctx.now)) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(dayAgendaMails)
        .values({ projectId: due.project_id, userId: due.user_id, day: due.day })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false; // another instance sent it
      const agenda = await personAgenda(tx, { projectId: due.project_id, userId: due.user_id, day: due.day });
      const meetings = agenda?.days[0]?.meetings ?? [];
      const [person] = await activeRecipients(tx, eq(users.id, due.user_id));
      const mine = person && (await noticeSettingsOf(tx, [person.id])).get(person.id);
      if (!agenda || !person || !mine || meetings.length === 0 || mine.choices.day_agendas === 'never') return true;
      const [sender] = await tx.select().from(projects).where(eq(projects.id, due.project_id));
      await queueMail(tx, [
        {
          ...dayAgendaMail({
            language: person.language,
            name: person.name,
            event: agenda.project.name,
            day: due.day,
            meetings: meetings.map((m) => agendaMeetingForReader(m, due.day, person.id)),
            agendaUrl: `${ctx.publicUrl}${agendaPath(due.project_id)}`,
            publicUrl: ctx.publicUrl,
            links: noticeLinks(ctx.publicUrl, mine.token),
          }),
          to: { email: person.email, name: person.name, userId: person.id },
          projectId: due.project_id,
          ...projectSender(sender),
        },
      ]);
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
