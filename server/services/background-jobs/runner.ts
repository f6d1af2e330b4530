// The background jobs' runner (docs/decisions/043-background-jobs.md), on the app's one job
// mechanism (server/jobs/drain-loop.ts): one job at a time per instance, claimed with FOR UPDATE
// SKIP LOCKED and a lease the job's progress writes renew. The file is written to a temporary file
// first and stored (local folder or S3) under a key made of the job's id, so a job run again after
// a crash or a restart replaces its file, never adds a second one; only the attempt that still
// holds the job marks it done.
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundJobKind } from '../../../core/schemas/background-job.ts';
import type { Db } from '../../db/client.ts';
import { createDrainLoop } from '../../jobs/drain-loop.ts';
import {
  claimJob,
  failJob,
  findJob,
  finishJob,
  pruneJobs,
  recordProgress,
  releaseJob,
} from '../../queries/background-jobs.ts';
import type { Storage } from '../../storage/index.ts';
import { JobError, type JobKind, type JobRow } from './kind.ts';

/** A job whose instance died this often mid-way is given up as failed. */
export const MAX_ATTEMPTS = 3;

/** Finished jobs a project keeps, with their files; older ones are deleted as new ones finish. */
export const KEPT_JOBS = 20;

/** Progress is written at most this often (each write renews the lease). */
const PROGRESS_EVERY_MS = 500;

export interface BackgroundJobRunner {
  /** Adds the runner of a kind (each route folder defines its own kinds). */
  define(kind: BackgroundJobKind, run: JobKind): void;
  /** Looks for queued jobs now (right after one was started). */
  wake(): void;
  start(): void;
  /** Stops between two units of the job in hand, which goes back to the queue, and waits. */
  stop(): Promise<void>;
  /** Resolves once the jobs queued so far have run (tests that compare the database before and after). */
  idle(): Promise<void>;
}

/** Where a job's finished file is kept: one key per job, whatever the attempt. */
export const jobFileKey = (job: Pick<JobRow, 'projectId' | 'id'>, fileName: string) =>
  `background-jobs/${job.projectId}/${job.id}${path.extname(fileName)}`;

/** A download name with nothing a file system or a header refuses. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ').trim() || 'download';

export function createBackgroundJobRunner(opts: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  /** A claim not renewed for this long is taken again: its instance died. */
  leaseSeconds: number;
  pollMs?: number;
}): BackgroundJobRunner {
  const { db, storage, log } = opts;
  const kinds = new Map<string, JobKind>();

  async function run(job: JobRow) {
    const kind = kinds.get(job.kind);
    if (!kind) return failJob(db, job, `unknown kind ${job.kind}`);
    if (job.attempts > MAX_ATTEMPTS) {
      log.warn({ job: job.id }, 'background job given up after repeated interruptions');
      return failJob(db, job, 'interrupted too often');
    }
    const temp = path.join(os.tmpdir(), `b2b-job-${job.id}-${job.attempts}`);
    const out = createWriteStream(temp);
    // A write failing (a full disk) fails the job through finished(out) below; writes a stopped
    // kind's source still makes after out was destroyed fail too, and are nobody's concern.
    out.on('error', () => {});
    let lost = false;
    let lastWrite = 0;
    const work = {
      job,
      out,
      get stopped() {
        return lost || loop.stopped;
      },
      async progress(done: number, total: number) {
        if (work.stopped) return false;
        if (Date.now() - lastWrite >= PROGRESS_EVERY_MS || done >= total) {
          lastWrite = Date.now();
          if (!(await recordProgress(db, job, done, total))) lost = true;
        }
        return !work.stopped;
      },
    };
    const started = Date.now();
    try {
      const file = await kind.run(work);
      if (!file) {
        out.destroy();
        if (loop.stopped && !lost) await releaseJob(db, job);
        log.info({ job: job.id, handedBack: loop.stopped && !lost }, 'background job stopped');
        return;
      }
      await finished(out);
      const name = safeName(file.name);
      const key = jobFileKey(job, name);
      const { size } = await stat(temp);
      await storage.put(key, createReadStream(temp), file.contentType, size);
      if (await finishJob(db, job, { key, name, contentType: file.contentType, size, total: file.total })) {
        log.info({ job: job.id, kind: job.kind, size, ms: Date.now() - started }, 'background job done');
        for (const old of await pruneJobs(db, job.projectId, KEPT_JOBS)) await storage.delete(old);
      } else if (['cancelled', undefined].includes((await findJob(db, job.projectId, job.id))?.status)) {
        // Cancelled (or deleted) while the file was stored: the file is not for anyone. A run
        // that lost its claim to another instance leaves the key to that run, which writes it too.
        await storage.delete(key);
      }
    } catch (err) {
      out.destroy();
      if (loop.stopped) {
        await releaseJob(db, job);
        return;
      }
      if (!(err instanceof JobError)) log.error({ err, job: job.id }, 'background job crashed');
      await failJob(db, job, err instanceof JobError ? err.message : 'unexpected error');
    } finally {
      await rm(temp, { force: true });
    }
  }

  const loop = createDrainLoop({
    step: async () => {
      const job = await claimJob(db, opts.leaseSeconds);
      if (job) await run(job);
      return Boolean(job);
    },
    log,
    pollMs: opts.pollMs ?? 15_000,
  });

  return {
    define(kind, runner) {
      kinds.set(kind, runner);
    },
    wake: loop.wake,
    start: loop.start,
    stop: loop.stop,
    idle: loop.idle,
  };
}
