// How the matrix calls the background jobs' routes (see requests.ts): a job of the world's project
// is made first, done with its file stored for the reads, and held by another instance (claimed a
// moment ago, so this app's runner leaves it) for the cancel.
import { eq } from 'drizzle-orm';
import { backgroundJobs } from '../../db/schema.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';
import { id, type World } from './world.ts';

/** The job made for each world's project by the last `prepare`. */
const jobOf = new Map<string, string>();

const jobParams = (w: World) => ({ id: w.project.id, jobId: jobOf.get(w.project.id) ?? '' });

const doneJob = async (app: TestApp, w: World) => {
  const [job] = await app.db
    .insert(backgroundJobs)
    .values({ projectId: w.project.id, kind: 'export', params: { dataset: 'meetings', format: 'csv', lang: 'en' } })
    .returning();
  const fileKey = `background-jobs/${w.project.id}/${job.id}.csv`;
  await app.storage.put(fileKey, Buffer.from('Date\r\n'), 'text/csv; charset=utf-8');
  await app.db
    .update(backgroundJobs)
    .set({ status: 'done', fileKey, fileName: 'Matrix-meetings.csv', contentType: 'text/csv', fileSize: 6 })
    .where(eq(backgroundJobs.id, job.id));
  jobOf.set(w.project.id, job.id);
};

const heldJob = async (app: TestApp, w: World) => {
  const [job] = await app.db
    .insert(backgroundJobs)
    .values({
      projectId: w.project.id,
      kind: 'badges-pdf',
      params: { lang: 'en' },
      status: 'running',
      claimedAt: new Date(),
      attempts: 1,
    })
    .returning();
  jobOf.set(w.project.id, job.id);
};

export const BACKGROUND_JOB_RECIPES: Record<string, Recipe> = {
  'POST /api/projects/:id/background-jobs': {
    params: id((w) => w.project),
    body: () => ({ kind: 'export', dataset: 'contracts', format: 'csv', lang: 'en' }),
  },
  'GET /api/projects/:id/background-jobs': { params: id((w) => w.project), query: () => ({ limit: '5' }) },
  'GET /api/projects/:id/background-jobs/:jobId': { params: jobParams, prepare: doneJob },
  'POST /api/projects/:id/background-jobs/:jobId/cancel': { params: jobParams, prepare: heldJob },
  'GET /api/projects/:id/background-jobs/:jobId/file': { params: jobParams, prepare: doneJob },
};
