// The stored answers of idempotent writes (docs/rules.md#offline-writes): the lock that lets one
// request at a time apply a key, the earlier answer, the new one, and forgetting old keys.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_DAYS } from '../../core/rules/idempotency.ts';
import type { Db } from '../db/client.ts';
import { idempotentRequests } from '../db/schema.ts';

/** One write as its key names it. */
export interface KeyedWrite {
  userId: string;
  key: string;
  /** Method and path, e.g. 'POST /api/meetings/…/check-in'. */
  route: string;
  bodyHash: string;
}

export interface StoredAnswer {
  route: string;
  bodyHash: string;
  statusCode: number;
  body: unknown;
}

/** JSON with every object's keys sorted, so the same body hashes the same however it was written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 (hex) of a request's body after validation. */
export const hashBody = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

/**
 * Takes the key for the rest of the transaction; false when another request holds it now (it is
 * being applied). An advisory lock, not the row: the row is written, with its answer, only when the
 * write is done, so a crash leaves no half-claimed key behind (docs/decisions/032-idempotent-writes.md).
 */
export async function lockKey(tx: Db, write: KeyedWrite): Promise<boolean> {
  const lockName = `idempotency:${write.userId}:${write.key}`;
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as locked`);
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

/** The answer stored under the write's person and key, if any. */
export async function storedAnswer(tx: Db, write: KeyedWrite): Promise<StoredAnswer | undefined> {
  const [row] = await tx
    .select({
      route: idempotentRequests.route,
      bodyHash: idempotentRequests.bodyHash,
      statusCode: idempotentRequests.statusCode,
      body: idempotentRequests.body,
    })
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, write.userId), eq(idempotentRequests.key, write.key)));
  // Rows are written complete (below); a row without its answer would only come from outside the app.
  return row && row.statusCode !== null ? { ...row, statusCode: row.statusCode } : undefined;
}

/** Stores the write's answer; false if the key was taken meanwhile (the caller's lock rules that out). */
export async function storeAnswer(tx: Db, write: KeyedWrite, answer: { statusCode: number; body: unknown }) {
  const saved = await tx
    .insert(idempotentRequests)
    .values({ ...write, statusCode: answer.statusCode, body: answer.body, completedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  return saved.length === 1;
}

const BATCH = 1000;

/** Deletes one batch of keys older than IDEMPOTENCY_KEY_DAYS before `now`; resolves how many went. */
export async function forgetOldKeys(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 3600 * 1000);
  // The batch is found once (by the created_at index) and then deleted by row address, whatever
  // the planner thinks of the table's size (as server/mail/retention.ts does with ids).
  const gone = await db
    .delete(idempotentRequests)
    .where(
      sql`ctid = any(array(select ctid from ${idempotentRequests} where ${idempotentRequests.createdAt} < ${before} limit ${BATCH}))`,
    )
    .returning({ key: idempotentRequests.key });
  return gone.length;
}
