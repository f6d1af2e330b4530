// Putting messages in the outbox. Callers pass their transaction, so a message exists exactly
// when the change that caused it was committed (docs/rules.md#e-mail).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox, notifications } from '../db/schema.ts';
import type { RenderedMail } from './messages.ts';

export interface OutgoingMail extends RenderedMail {
  to: { email: string; name: string; userId?: string };
  projectId?: string;
  /** The sender's name the recipient sees; the address is MAIL_FROM. */
  fromName: string;
  replyTo?: string;
  /** Non-essential mail: where the List-Unsubscribe header points. */
  unsubscribeUrl?: string;
}

/** The sender's name and reply-to address of a project's mail (the platform's without a project). */
export function projectSender(project: { name: string; mailFromName: string; mailReplyTo: string } | undefined) {
  return {
    fromName: project?.mailFromName || project?.name || PLATFORM_SENDER,
    replyTo: project?.mailReplyTo || undefined,
  };
}

/** The sender's name when no project names one. */
export const PLATFORM_SENDER = 'B2B Platform';

/** Messages per statement: a large invitation round goes in a few statements, not one of many megabytes. */
const CHUNK = 500;

/**
 * `mails` as rows for the outbox: one array parameter per column, so the statement's text is the
 * same for any number of messages (planned once and kept, docs/decisions/010) and costs no query
 * building per row. `sources` names what each message is about, for `where` to pick by.
 */
function outboxRows(mails: readonly OutgoingMail[], sources?: readonly string[], where?: SQL) {
  const column = <T>(value: (m: OutgoingMail, i: number) => T) => sql.param(mails.map(value));
  return sql`select m.kind, m.user_id, m.project_id, m.to_email, m.to_name, m.locale, m.from_name, m.reply_to,
      m.subject, m.text_body, m.html_body, array(select l.url from jsonb_array_elements_text(m.links::jsonb) with ordinality as l(url, n) order by l.n),
      m.unsubscribe_url
    from unnest(${column((m) => m.kind)}::text[], ${column((m) => m.to.userId ?? null)}::uuid[],
      ${column((m) => m.projectId ?? null)}::uuid[], ${column((m) => m.to.email)}::text[],
      ${column((m) => m.to.name)}::text[], ${column((m) => m.locale)}::text[], ${column((m) => m.fromName)}::text[],
      ${column((m) => m.replyTo ?? '')}::text[], ${column((m) => m.subject)}::text[], ${column((m) => m.textBody)}::text[],
      ${column((m) => m.htmlBody)}::text[], ${column((m) => JSON.stringify(m.links))}::text[],
      ${column((m) => m.unsubscribeUrl ?? '')}::text[], ${column((_, i) => sources?.[i] ?? null)}::text[])
    as m(kind, user_id, project_id, to_email, to_name, locale, from_name, reply_to, subject, text_body, html_body,
      links, unsubscribe_url, source)
    ${where ?? sql``}`;
}

const INTO_OUTBOX = sql`insert into ${emailOutbox} (kind, user_id, project_id, to_email, to_name, locale, from_name,
  reply_to, subject, text_body, html_body, links, unsubscribe_url)`;

export async function queueMail(tx: Pick<Db, 'execute'>, mails: readonly OutgoingMail[]) {
  for (let i = 0; i < mails.length; i += CHUNK) {
    await tx.execute(sql`${INTO_OUTBOX} ${outboxRows(mails.slice(i, i + CHUNK))}`);
  }
}

/**
 * Moves each of `claims` (notification id and new mail state) on from 'pending' and queues the
 * mails about those it moved, in one statement: a notification another instance took meanwhile is
 * neither changed nor mailed twice, and no transaction holds the database between reading and
 * writing. `mails[i]` is about the notification `about[i]`.
 */
export async function claimAndQueueMail(
  db: Pick<Db, 'execute'>,
  claims: readonly { id: string; state: string }[],
  mails: readonly OutgoingMail[],
  about: readonly string[],
) {
  if (claims.length === 0) return;
  await db.execute(sql`with claimed as (
      update ${notifications} n set mail_state = c.state
      from unnest(${sql.param(claims.map((c) => c.id))}::uuid[], ${sql.param(claims.map((c) => c.state))}::text[]) as c(id, state)
      where n.id = c.id and n.mail_state = 'pending'
      returning n.id::text
    )
    ${INTO_OUTBOX} ${outboxRows(mails, about, sql`where m.source in (select id from claimed)`)}`);
}
