// Pushes are worth nothing after their moment (docs/rules.md#push-notifications): sent and failed
// ones are deleted after PUSH_KEEP_DAYS, the "sent once" keys of push reminders once their meeting
// is long past (a key is only ever looked up for a start still to come).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export const PUSH_KEEP_DAYS = 7;

/** Deletes finished pushes and past reminder keys older than PUSH_KEEP_DAYS before `now`; resolves how many rows went. */
export async function forgetOldPushes(db: Pick<Db, 'execute'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PUSH_KEEP_DAYS * 86_400_000).toISOString();
  const result = await db.execute(sql`
    with pushes as (
      delete from push_outbox where status <> 'pending' and created_at < ${before}::timestamptz returning 1),
    keys as (delete from meeting_push_reminders where starts_at < ${before}::timestamptz returning 1)
    select (select count(*) from pushes) + (select count(*) from keys) as n`);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}
