// Message retention (docs/rules.md#conversations): a project with message_retention_days set loses
// its conversation messages, and their attached files, once that many days have passed after its
// last day ended (midnight after end_date in the project's time zone). Threads stay, empty;
// announcements are kept. Files go first and the rows after: a step cut short leaves rows that the
// next step finds and deletes again (deleting a missing file is no error), never a row-less file.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Storage } from '../storage/index.ts';
import type { NoticeJobContext } from './context.ts';

/** Messages deleted per step of the job. */
export const RETENTION_BATCH = 200;

/** SQL condition on projects (alias p): its messages' time is up at `at`. */
export const retentionPassed = (at: string) =>
  sql`p.message_retention_days is not null
    and ((p.end_date + 1 + p.message_retention_days)::timestamp at time zone p.time_zone) <= ${at}::timestamptz`;

/**
 * Deletes up to `batch` messages whose project's retention has passed at `ctx.now`, with their
 * files; resolves how many (0: none left).
 */
export async function deleteExpiredMessages(
  db: Db,
  storage: Pick<Storage, 'delete'>,
  ctx: Pick<NoticeJobContext, 'now'>,
  batch = RETENTION_BATCH,
): Promise<number> {
  const due = await db.execute(sql`
    select m.id, m.file_key from conversation_messages m
    where m.thread_id in (
      select t.id from conversation_threads t join projects p on p.id = t.project_id
      where ${retentionPassed(ctx.now.toISOString())})
    limit ${batch}`);
  const rows = (due as unknown as { rows: { id: string; file_key: string | null }[] }).rows;
  if (rows.length === 0) return 0;
  for (const row of rows) if (row.file_key) await storage.delete(row.file_key);
  const ids = sql.join(
    rows.map((r) => sql`${r.id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`delete from conversation_messages where id in (${ids})`);
  return rows.length;
}
