// The background jobs' queue (docs/decisions/043-background-jobs.md): the runner claims a job with
// FOR UPDATE SKIP LOCKED and a lease, as the e-mail outbox does; each later write of the runner
// holds only while its claim does (same attempt, still running), so a job cancelled or taken over
// by another instance is never finished twice.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { UNFINISHED_JOB_STATUSES } from '../../core/schemas/background-job.ts';
import type { Db } from '../db/client.ts';
import { backgroundJobs } from '../db/schema.ts';

type Job = typeof backgroundJobs.$inferSelect;
const t = backgroundJobs;

/**
 * Takes the oldest unfinished job nobody holds (never claimed, handed back, or whose claim is older
 * than `leaseSeconds`: its instance died), counting the attempt; undefined when there is none.
 */
export async function claimJob(db: Db, leaseSeconds: number): Promise<Job | undefined> {
  const [job] = await db
    .update(t)
    .set({
      status: 'running',
      claimedAt: sql`now()`,
      attempts: sql`${t.attempts} + 1`,
      startedAt: sql`coalesce(${t.startedAt}, now())`,
      progress: 0,
    })
    .where(
      and(
        inArray(t.status, [...UNFINISHED_JOB_STATUSES]),
        eq(
          t.id,
          sql`(select "id" from "background_jobs"
               where "status" in ('queued', 'running')
                 and ("claimed_at" is null or "claimed_at" < now() - make_interval(secs => ${leaseSeconds}))
               order by "created_at" limit 1 for update skip locked)`,
        ),
      ),
    )
    .returning();
  return job;
}

/** The condition of every write under a claim: the job is still running on this attempt. */
const held = (job: Pick<Job, 'id' | 'attempts'>) =>
  and(eq(t.id, job.id), eq(t.status, 'running'), eq(t.attempts, job.attempts));

/** Records progress and renews the lease; false when the claim no longer holds (cancelled, taken over). */
export async function recordProgress(db: Db, job: Pick<Job, 'id' | 'attempts'>, progress: number, total: number) {
  const rows = await db
    .update(t)
    .set({ progress, total, claimedAt: sql`now()` })
    .where(held(job))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Marks the job done with its stored file; false when the claim no longer holds. */
export async function finishJob(
  db: Db,
  job: Pick<Job, 'id' | 'attempts'>,
  file: { key: string; name: string; contentType: string; size: number; total: number },
) {
  const rows = await db
    .update(t)
    .set({
      status: 'done',
      progress: file.total,
      total: file.total,
      fileKey: file.key,
      fileName: file.name,
      contentType: file.contentType,
      fileSize: file.size,
      claimedAt: null,
      finishedAt: sql`now()`,
    })
    .where(held(job))
    .returning({ id: t.id });
  return rows.length > 0;
}

export const failJob = (db: Db, job: Pick<Job, 'id' | 'attempts'>, error: string) =>
  db
    .update(t)
    .set({ status: 'failed', error: error.slice(0, 1000), claimedAt: null, finishedAt: sql`now()` })
    .where(held(job));

/** Hands the job back on shutdown: the next start takes it at once, without counting a try. */
export const releaseJob = (db: Db, job: Pick<Job, 'id' | 'attempts'>) =>
  db
    .update(t)
    .set({ claimedAt: null, attempts: sql`greatest(${t.attempts} - 1, 0)` })
    .where(held(job));

export async function insertJob(db: Db, values: typeof backgroundJobs.$inferInsert) {
  const [job] = await db.insert(t).values(values).returning();
  return job;
}

/** An unfinished job of the project asking for the same thing (a second click joins the first). */
export async function findUnfinishedTwin(db: Db, projectId: string, kind: string, params: object) {
  const [job] = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.projectId, projectId),
        eq(t.kind, kind),
        sql`${t.params} = ${JSON.stringify(params)}::jsonb`,
        inArray(t.status, [...UNFINISHED_JOB_STATUSES]),
      ),
    )
    .limit(1);
  return job;
}

export async function findJob(db: Db, projectId: string, jobId: string) {
  const [job] = await db
    .select()
    .from(t)
    .where(and(eq(t.projectId, projectId), eq(t.id, jobId)));
  return job;
}

/** The project's newest jobs first (background_jobs_project_idx). */
export const listJobs = (db: Db, projectId: string, limit: number) =>
  db.select().from(t).where(eq(t.projectId, projectId)).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);

/** Cancels an unfinished job; undefined when it had finished already. */
export async function cancelJob(db: Db, projectId: string, jobId: string) {
  const [job] = await db
    .update(t)
    .set({ status: 'cancelled', claimedAt: null, finishedAt: sql`now()` })
    .where(and(eq(t.projectId, projectId), eq(t.id, jobId), inArray(t.status, [...UNFINISHED_JOB_STATUSES])))
    .returning();
  return job;
}

/**
 * Removes a project's finished jobs beyond its newest `keep` ones and answers their file keys, for
 * the caller to delete from the storage.
 */
export async function pruneJobs(db: Db, projectId: string, keep: number) {
  const old = await db
    .select({ id: t.id, fileKey: t.fileKey })
    .from(t)
    .where(and(eq(t.projectId, projectId), notInArray(t.status, [...UNFINISHED_JOB_STATUSES])))
    .orderBy(desc(t.createdAt), desc(t.id))
    .offset(keep);
  if (old.length === 0) return [];
  await db.delete(t).where(
    inArray(
      t.id,
      old.map((j) => j.id),
    ),
  );
  return old.map((j) => j.fileKey).filter((key) => key !== '');
}
