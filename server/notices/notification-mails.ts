// Turns new in-app notifications into e-mail (docs/rules.md#e-mail-notices). A batch of pending
// notifications is read and each is rendered as an e-mail, kept for the digest or skipped by its
// person's choice; then one statement moves the batch on from 'pending' and writes the outbox rows
// of exactly those it moved: a notification is e-mailed once, whatever the number of instances or
// restarts. No transaction is held while mails are rendered: on the embedded database one would
// hold up every other request meanwhile (docs/decisions/010).
import { eq, inArray } from 'drizzle-orm';
import { noticeKindOf } from '../../core/rules/notices.ts';
import type { Db } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';
import { noticeMail } from '../mail/notice-messages.ts';
import { claimAndQueueMail, type OutgoingMail, PLATFORM_SENDER } from '../mail/outbox.ts';
import { activeRecipients } from '../mail/recipients.ts';
import type { NoticeJobContext } from './context.ts';
import { noticeLinks, noticeSettingsOf } from './settings.ts';

/**
 * Notifications handled per round on each database. On the embedded one a round's statements run
 * on the app's thread, so rounds are kept short (a round of 200 held requests up for 30-60 ms);
 * on PostgreSQL each round costs round trips, so rounds are larger.
 */
export const NOTIFICATION_BATCH = { pglite: 50, postgres: 200 } as const;

type MailState = 'queued' | 'digest' | 'skipped';

/**
 * Handles a batch of at most `batch` pending notifications; resolves how many it handled (0: none
 * pending; fewer than `batch`: none left when it looked).
 */
export async function mailPendingNotifications(
  db: Db,
  ctx: Pick<NoticeJobContext, 'publicUrl'>,
  batch: number = NOTIFICATION_BATCH.postgres,
): Promise<number> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.mailState, 'pending'))
    .orderBy(notifications.createdAt)
    .limit(batch);
  if (rows.length === 0) return 0;

  const userIds = [...new Set(rows.filter((n) => noticeKindOf(n.titleKey)).map((n) => n.userId))];
  const people = new Map(
    (userIds.length ? await activeRecipients(db, inArray(users.id, userIds)) : []).map((p) => [p.id, p]),
  );
  const settings = await noticeSettingsOf(db, [...people.keys()]);

  const claims: { id: string; state: MailState }[] = [];
  const mails: OutgoingMail[] = [];
  const about: string[] = [];
  for (const n of rows) {
    const kind = noticeKindOf(n.titleKey);
    const person = people.get(n.userId);
    const mine = settings.get(n.userId);
    const choice = kind && person && mine ? mine.choices[kind] : 'never';
    if (choice === 'never' || !kind || !person || !mine) {
      claims.push({ id: n.id, state: 'skipped' });
      continue;
    }
    if (choice === 'digest') {
      claims.push({ id: n.id, state: 'digest' });
      continue;
    }
    claims.push({ id: n.id, state: 'queued' });
    about.push(n.id);
    mails.push({
      ...noticeMail({
        language: person.language,
        name: person.name,
        kind,
        notification: n,
        publicUrl: ctx.publicUrl,
        links: noticeLinks(ctx.publicUrl, mine.token),
      }),
      to: { email: person.email, name: person.name, userId: person.id },
      fromName: PLATFORM_SENDER,
    });
  }
  await claimAndQueueMail(db, claims, mails, about);
  return rows.length;
}
