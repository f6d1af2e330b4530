// How long the outbox keeps a message once it is done with (docs/rules.md#e-mail): sent and failed
// messages older than the kept days are deleted, a batch at a time; waiting ones are never touched.
import { and, inArray, lt } from 'drizzle-orm';
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
  const gone = await db.delete(emailOutbox).where(inArray(emailOutbox.id, old)).returning({ id: emailOutbox.id });
  return gone.length;
}
