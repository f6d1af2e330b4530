// Background jobs as part of the app: one runner that starts with the app and stops before the
// database closes, its job in hand going back to the queue (docs/decisions/043-background-jobs.md).
import type { FastifyInstance } from 'fastify';
import { type BackgroundJobRunner, createBackgroundJobRunner } from './runner.ts';

export type { JobFile, JobKind, JobWork } from './kind.ts';
export { JobError } from './kind.ts';
export type { BackgroundJobRunner } from './runner.ts';

/** A job's claim lapses after this long without progress (each unit renews it). */
export const JOB_LEASE_SECONDS = 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** Long work's queue: define a kind's runner, wake it after queueing a job. */
    backgroundJobs: BackgroundJobRunner;
  }
}

export function installBackgroundJobs(app: FastifyInstance) {
  const runner = createBackgroundJobRunner({
    db: app.db,
    storage: app.storage,
    log: app.log.child({ module: 'background-jobs' }),
    leaseSeconds: JOB_LEASE_SECONDS,
  });
  app.decorate('backgroundJobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
}
