// Who may be met when is checked before a meeting is written: availability marks and blocked slots
// live in their own tables, and no index can join them to meetings. So a mark and a meeting written
// in the same instant could each pass its check and both land. Every writer of either takes these
// locks first, in one order (the project, then people by id), so one waits for the other and then
// sees it (docs/decisions/022-availability.md).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projects } from '../db/schema.ts';

type Tx = Pick<Db, 'select' | 'execute'>;

/**
 * One meeting or one person's marks: the project shared (a whole plan being applied waits, and is
 * waited for; other single changes go on side by side), then each person alone.
 */
export async function lockPeopleSchedules(tx: Tx, projectId: string, personIds: readonly string[]) {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('key share');
  for (const id of [...new Set(personIds)].sort()) {
    // An advisory lock per person: nothing in the tables stands for "this person's schedule".
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`schedule-person:${id}`}, 0))`);
  }
}

/** A whole plan or a block for every buyer: the project alone, after every single change in flight. */
export async function lockWholeSchedule(tx: Pick<Db, 'select'>, projectId: string) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  return row;
}
