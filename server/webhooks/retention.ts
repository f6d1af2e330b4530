// How long finished deliveries are kept (docs/decisions/049-webhooks.md#retention): a succeeded or
// failed delivery whose last attempt (or, never attempted, its creation) is older than
// WEBHOOK_KEEP_DAYS is deleted, a batch at a time, by the sender's own drain loop when nothing is
// due. Pending ones are never touched, whatever their age; a redelivered one counts from its new
// attempt. The partial index webhook_deliveries_finished_idx holds exactly what this reads.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Deliveries deleted per statement. */
export const FORGET_BATCH = 1000;

/** Deletes one batch of finished deliveries older than `keepDays` before `now` (0: keep all); resolves how many. */
export async function forgetOldDeliveries(
  db: Pick<Db, 'execute'>,
  opts: { now: Date; keepDays: number; batch?: number },
): Promise<number> {
  if (opts.keepDays === 0) return 0;
  const before = new Date(opts.now.getTime() - opts.keepDays * 86_400_000);
  // `= any(array(…))` finds the batch once by the index, then deletes by primary key (as the
  // outbox's retention does, server/mail/retention.ts).
  const result = await db.execute(sql`
    delete from webhook_deliveries where id = any(array(
      select d.id from webhook_deliveries d
      where d.status <> 'pending' and coalesce(d.last_attempt_at, d.created_at) < ${before.toISOString()}::timestamptz
      limit ${opts.batch ?? FORGET_BATCH}))
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
