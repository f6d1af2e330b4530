// The outbox as admins read it: newest first, filtered by status and by recipient or subject.
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { OutboxMessage, OutboxRow, OutboxStatus } from '../../../core/schemas/mail.ts';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { iso } from '../../presenters/profile.ts';
import { containsPattern } from '../../queries/contains-pattern.ts';
import { keysetAfter, keysetColumns, keysetOrder, pageFrom, type SortKey } from '../../queries/keyset.ts';

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

const OUTBOX_ORDER: SortKey[] = [
  { expr: emailOutbox.createdAt, dir: 'desc', type: 'timestamptz' },
  { expr: emailOutbox.id, dir: 'desc', type: 'uuid' },
];

/**
 * One page of the outbox, newest first, after `cursor` (keyset: the 2,000th page costs what the
 * first does; docs/decisions/041-bounded-lists.md), and how many messages match in all.
 */
export async function listOutbox(
  db: Db,
  filter: { status?: OutboxStatus; q?: string; limit: number; cursor?: string },
) {
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
      .select({ message: emailOutbox, ...keysetColumns(OUTBOX_ORDER) })
      .from(emailOutbox)
      .where(and(where, keysetAfter(OUTBOX_ORDER, filter.cursor)))
      .orderBy(...keysetOrder(OUTBOX_ORDER))
      .limit(filter.limit + 1),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  const page = pageFrom(rows, filter.limit);
  return { rows: page.rows.map((r) => r.message), next_cursor: page.next_cursor, total: total.n };
}
