// Turns new in-app notifications into e-mail (docs/rules.md#e-mail-notices). A batch of pending
// notifications is claimed (FOR UPDATE SKIP LOCKED), each is e-mailed, kept for the digest or
// skipped by its person's choice, and the outbox rows are written in the same transaction as the
// new states: a notification is e-mailed once, whatever the number of instances or restarts.
import { eq, inArray } from 'drizzle-orm';
import { noticeKindOf } from '../../core/rules/notices.ts';
import type { Db } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';
import { noticeMail } from '../mail/notice-messages.ts';
import { type OutgoingMail, PLATFORM_SENDER, queueMail } from '../mail/outbox.ts';
import { activeRecipients } from '../mail/recipients.ts';
import type { NoticeJobContext } from './context.ts';
import { noticeLinks, noticeSettingsOf } from './settings.ts';

const BATCH = 200;

type MailState = 'queued' | 'digest' | 'skipped';

/** Handles one batch of pending notifications; resolves how many it handled (0: none pending). */
export async function mailPendingNotifications(db: Db, ctx: Pick<NoticeJobContext, 'publicUrl'>): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(notifications)
      .where(eq(notifications.mailState, 'pending'))
      .orderBy(notifications.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;

    const userIds = [...new Set(rows.filter((n) => noticeKindOf(n.titleKey)).map((n) => n.userId))];
    const people = new Map(
      (userIds.length ? await activeRecipients(tx, inArray(users.id, userIds)) : []).map((p) => [p.id, p]),
    );
    const settings = await noticeSettingsOf(tx, [...people.keys()]);

    const states: Record<MailState, string[]> = { queued: [], digest: [], skipped: [] };
    const mails: OutgoingMail[] = [];
    for (const n of rows) {
      const kind = noticeKindOf(n.titleKey);
      const person = people.get(n.userId);
      const mine = settings.get(n.userId);
      const choice = kind && person && mine ? mine.choices[kind] : 'never';
      if (choice === 'never' || !kind || !person || !mine) {
        states.skipped.push(n.id);
        continue;
      }
      if (choice === 'digest') {
        states.digest.push(n.id);
        continue;
      }
      states.queued.push(n.id);
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
    await queueMail(tx, mails);
    for (const [state, ids] of Object.entries(states)) {
      if (ids.length) await tx.update(notifications).set({ mailState: state }).where(inArray(notifications.id, ids));
    }
    return rows.length;
  });
}
