// The outbox as admins read it: newest first, filtered by status and by recipient or subject.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { OutboxMessage, OutboxRow, OutboxStatus } from '../../../core/schemas/mail.ts';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { iso } from '../../presenters/profile.ts';
import { containsPattern } from '../users/index.ts';

export const OUTBOX_PAGE_SIZE = 50;

type Row = typeof emailOutbox.$inferSelect;

export function presentOutboxRow(m: Row): OutboxRow {
  return {
    id: m.id,
    created_at: iso(m.createdAt),
    kind: m.kind,
    to_email: m.toEmail,
    to_name: m.toName,
    subject: m.subject,
    locale: m.locale,
    status: m.status,
    attempts: m.attempts,
    next_attempt_at: m.status === 'pending' ? iso(m.nextAttemptAt) : null,
    sent_at: m.sentAt ? iso(m.sentAt) : null,
    server_response: m.serverResponse,
  };
}

export function presentOutboxMessage(m: Row, fromAddress: string): OutboxMessage {
  return {
    ...presentOutboxRow(m),
    from: `${m.fromName} <${fromAddress}>`,
    reply_to: m.replyTo,
    text: m.textBody,
    html: m.htmlBody,
    links: m.links,
  };
}

export async function listOutbox(db: Db, filter: { status?: OutboxStatus; q?: string; page: number }) {
  const q = filter.q?.trim();
  const where: SQL | undefined = and(
    filter.status ? eq(emailOutbox.status, filter.status) : undefined,
    q
      ? or(
          ilike(emailOutbox.toEmail, containsPattern(q)),
          ilike(emailOutbox.toName, containsPattern(q)),
          ilike(emailOutbox.subject, containsPattern(q)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((filter.page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: total.n };
}
