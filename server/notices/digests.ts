// The daily digest (docs/rules.md#e-mail-notices): notices a person chose to get once a day wait
// (mail_state 'digest') until DIGEST_HOUR in their time zone, the zone of the project they joined
// last (UTC without one). One digest per person and local day is a primary key, written with the
// e-mail in one transaction.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { noticeKindOf } from '../../core/rules/notices.ts';
import type { NoticeKind } from '../../core/schemas/notice.ts';
import type { Db } from '../db/client.ts';
import { noticeDigests, notifications, users } from '../db/schema.ts';
import { digestMail } from '../mail/notice-messages.ts';
import { PLATFORM_SENDER, queueMail } from '../mail/outbox.ts';
import { activeRecipients } from '../mail/recipients.ts';
import { DIGEST_HOUR, type NoticeJobContext } from './context.ts';
import { noticeLinks, noticeSettingsOf } from './settings.ts';

const PEOPLE_PER_STEP = 20;

interface DueDigest {
  user_id: string;
  day: string;
}

/** People whose digest is due at `now`: notices waiting, past the hour, none sent today. */
async function dueDigests(db: Db, now: Date): Promise<DueDigest[]> {
  const result = await db.execute(sql`
    with waiting as (
      select distinct n.user_id,
        coalesce((select p.time_zone from project_participants pp join projects p on p.id = pp.project_id
                  where pp.user_id = n.user_id order by pp.created_at desc limit 1), 'UTC') as zone
      from notifications n where n.mail_state = 'digest'
    ), local as (
      select user_id, (${now.toISOString()}::timestamptz at time zone zone) as at from waiting
    )
    select user_id, to_char(at, 'YYYY-MM-DD') as day from local
    where extract(hour from at) >= ${DIGEST_HOUR}
      and not exists (select 1 from notice_digests d where d.user_id = local.user_id and d.day = at::date)
    limit ${PEOPLE_PER_STEP}`);
  return (result as unknown as { rows: DueDigest[] }).rows;
}

/** Sends the digests due at `now`; resolves how many were sent. */
export async function sendDueDigests(db: Db, ctx: NoticeJobContext): Promise<number> {
  let sent = 0;
  for (const due of await dueDigests(db, ctx.now)) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(noticeDigests)
        .values({ userId: due.user_id, day: due.day })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false; // another instance sent it
      const waiting = await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, due.user_id), eq(notifications.mailState, 'digest')))
        .orderBy(desc(notifications.createdAt))
        .for('update');
      const [person] = await activeRecipients(tx, eq(users.id, due.user_id));
      const settings = (await noticeSettingsOf(tx, [due.user_id])).get(due.user_id);
      // A notice whose kind was switched to "never" since it arrived is dropped.
      const notices = waiting.flatMap((n) => {
        const kind = noticeKindOf(n.titleKey) as NoticeKind;
        return settings && settings.choices[kind] !== 'never' ? [{ ...n, kind }] : [];
      });
      if (person && settings && notices.length) {
        await queueMail(tx, [
          {
            ...digestMail({
              language: person.language,
              name: person.name,
              notices,
              publicUrl: ctx.publicUrl,
              links: noticeLinks(ctx.publicUrl, settings.token),
            }),
            to: { email: person.email, name: person.name, userId: person.id },
            fromName: PLATFORM_SENDER,
          },
        ]);
      }
      const ids = waiting.map((n) => n.id);
      if (ids.length)
        await tx.update(notifications).set({ mailState: 'digested' }).where(inArray(notifications.id, ids));
      return notices.length > 0;
    });
    if (done) sent++;
  }
  return sent;
}
