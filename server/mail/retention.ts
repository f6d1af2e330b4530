// How long the outbox keeps a message once it is done with (docs/rules.md#e-mail): sent and failed
// messages older than the kept days are deleted, a batch at a time; waiting ones are never touched.
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

const BATCH = 1000;

/** Deletes one batch of finished messages created more than `keepDays` before `now` (0: keep all). */
export async function forgetOldMail(db: Db, opts: { now: Date; keepDays: number }): Promise<number> {
  if (opts.keepDays === 0) return 0;
  const before = new Date(opts.now.getTime() - opts.keepDays * 24 * 3600 * 1000);
  const old = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['sent', 'failed']), lt(emailOutbox.createdAt, before)))
    .limit(BATCH);
  // `= any(array(…))` finds the batch once and then deletes by primary key, whatever the planner
  // thinks of the table's size. With `in (select …)` a plan made while the outbox was small (kept by
  // a prepared statement) scanned the whole outbox once per row: 5.8 s at 5,000 messages, with the
  // embedded database's thread held all along (docs/decisions/010).
  const gone = await db
    .delete(emailOutbox)
    .where(sql`${emailOutbox.id} = any(array(${old}))`)
    .returning({ id: emailOutbox.id });
  return gone.length;
}
