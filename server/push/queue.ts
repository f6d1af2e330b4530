// Putting pushes in the push outbox (docs/rules.md#push-notifications). Callers pass their
// transaction, so a push exists exactly when the change that caused it was committed; the sender
// (./sender.ts) delivers it. A push is queued only for a person who turned pushes on for at least
// one browser and has not turned its kind off; its words are in that person's language, written
// now (like an e-mail), so the sender needs nothing but the row.
import { type SQL, sql } from 'drizzle-orm';
import { mailLanguage } from '../../core/rules/mail-language.ts';
import { type PushKind, pushPreferences } from '../../core/schemas/notice.ts';
import type { Db } from '../db/client.ts';
import { type PushText, pushWords } from './texts.ts';

export interface OutgoingPush {
  userId: string;
  kind: PushKind;
  text: PushText;
  /** The app path the notification opens (e.g. /meetings/…); relative to the app. */
  url: string;
  /** Pushes with the same tag replace each other on the device (one per meeting, one per thread). */
  tag: string;
}

interface Reader {
  id: string;
  locale: string | null;
  languages: string[] | null;
  push_choices: Record<string, string> | null;
}

/**
 * Queues each of `pushes` whose person has a subscription and their choice for its kind on;
 * resolves how many were queued. Two statements: who may receive (active, subscribed, with
 * their language and choices), then one insert for all.
 */
export async function queuePushes(
  tx: Pick<Db, 'execute'>,
  pushes: readonly OutgoingPush[],
  /** A further condition on the receiving person, `p` (their profile). */
  where?: SQL,
): Promise<number> {
  if (pushes.length === 0) return 0;
  const ids = [...new Set(pushes.map((p) => p.userId))];
  const found = await tx.execute(sql`
    select p.id, p.locale, p.languages, np.push_choices
    from profiles p left join notice_preferences np on np.user_id = p.id
    where p.id = any(${sql.param(ids)}::uuid[]) and p.is_active
      and exists (select 1 from push_subscriptions s where s.user_id = p.id) ${where ? sql`and (${where})` : sql``}`);
  const readers = new Map((found as unknown as { rows: Reader[] }).rows.map((r) => [r.id, r]));
  const rows = pushes.flatMap((push) => {
    const reader = readers.get(push.userId);
    if (!reader || pushPreferences(reader.push_choices)[push.kind] !== 'on') return [];
    const words = pushWords(push.text, mailLanguage(reader.locale, reader.languages ?? []));
    return [{ ...push, ...words }];
  });
  if (rows.length === 0) return 0;
  const column = (value: (r: (typeof rows)[number]) => string) => sql.param(rows.map(value));
  await tx.execute(sql`
    insert into push_outbox (user_id, kind, title, body, url, tag)
    select * from unnest(${column((r) => r.userId)}::uuid[], ${column((r) => r.kind)}::text[],
      ${column((r) => r.title)}::text[], ${column((r) => r.body)}::text[], ${column((r) => r.url)}::text[],
      ${column((r) => r.tag)}::text[])`);
  return rows.length;
}

/** Queues one push (see queuePushes); resolves whether it was queued. */
export async function queuePush(tx: Pick<Db, 'execute'>, push: OutgoingPush): Promise<boolean> {
  return (await queuePushes(tx, [push])) > 0;
}
