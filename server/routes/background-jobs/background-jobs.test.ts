// Background jobs (docs/decisions/043-background-jobs.md): an export, every agenda and every badge
// run to done and download as the right file (read back by SheetJS and poppler, not by the
// writers); a job stopped with its app mid-way finishes once on a new app over the same database;
// a job whose instance died is taken again after its lease, one held within it is left alone; a
// cancelled job stops and leaves no file; the list has a limit; bad input is a 400; everyone's
// PDFs of a large project are refused in one request; a project keeps its newest 20 files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundJob } from '../../../core/schemas/background-job.ts';
import { buildApp } from '../../app.ts';
import { backgroundJobs, profiles, projectParticipants, users } from '../../db/schema.ts';
import { downloaded, type ExportFixture, exportFixture, rowsOf } from '../../test/export-factories.ts';
import { call, makeProject } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfInfo, pdfText } from '../../test/pdf-reader.ts';

let dataDir: string;
let app: TestApp;
let f: ExportFixture;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'background-jobs-'));
  app = await createTestApp({ dataDir });
  f = await exportFixture(app);
});
afterAll(async () => {
  await app.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type AnyApp = Pick<TestApp, 'inject'>;
const jobsUrl = (projectId: string) => `/api/projects/${projectId}/background-jobs`;

async function start(on: AnyApp, projectId: string, body: object) {
  const res = await call(on as TestApp, 'POST', jobsUrl(projectId), { cookie: f.admin.cookie, body });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as BackgroundJob;
}

const show = async (on: AnyApp, projectId: string, jobId: string) =>
  (
    await call(on as TestApp, 'GET', `${jobsUrl(projectId)}/${jobId}`, { cookie: f.admin.cookie })
  ).json() as BackgroundJob;

/** Polls the job until `until` holds (a few ms apart, so the runner's pages and the polls interleave). */
async function waitFor(on: AnyApp, projectId: string, jobId: string, until: (job: BackgroundJob) => boolean) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await show(on, projectId, jobId);
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job still ${job.status} at ${job.progress}/${job.total}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const finished = (job: BackgroundJob) => !['queued', 'running'].includes(job.status);

async function download(on: AnyApp, projectId: string, jobId: string) {
  return call(on as TestApp, 'GET', `${jobsUrl(projectId)}/${jobId}/file`, { cookie: f.admin.cookie });
}

/** The job files kept in the app's local storage for a project. */
const storedFiles = (projectId: string) => {
  const dir = path.join(dataDir, 'uploads', 'background-jobs', projectId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => !n.endsWith('.meta.json')) : [];
};

/** A project with `n` buyers written straight into the database (enough pages to stop a job mid-way). */
async function crowdedProject(n: number) {
  const project = await makeProject(app, { name: 'Crowd Expo' });
  const rows = Array.from({ length: n }, (_, i) => ({ email: `crowd${i}-${project.id.slice(0, 8)}@example.test` }));
  const made = await app.db
    .insert(users)
    .values(rows.map((r) => ({ email: r.email, passwordHash: 'x' })))
    .returning({ id: users.id, email: users.email });
  await app.db
    .insert(profiles)
    .values(made.map((u, i) => ({ id: u.id, email: u.email, role: 'buyer' as const, fullName: `Crowd Buyer ${i}` })));
  await app.db
    .insert(projectParticipants)
    .values(made.map((u) => ({ projectId: project.id, userId: u.id, role: 'buyer' as const })));
  return project;
}

describe('a job runs to done and its file downloads', () => {
  it('the meetings export as .xlsx holds the same table as the direct download', async () => {
    const job = await start(app, f.project.id, { kind: 'export', dataset: 'meetings', format: 'xlsx', lang: 'ko' });
    expect(job).toMatchObject({
      status: 'queued',
      kind: 'export',
      params: { dataset: 'meetings', format: 'xlsx', lang: 'ko' },
    });
    const done = await waitFor(app, f.project.id, job.id, finished);
    expect(done).toMatchObject({ status: 'done', progress: done.total, error: '' });
    expect(done.total).toBeGreaterThan(0);
    expect(done.file_name).toMatch(/^Seoul Food Expo-meetings-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const res = await download(app, f.project.id, job.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Seoul%20Food%20Expo-meetings-");
    expect(Number(res.headers['content-length'])).toBe(done.file_size);
    const direct = await downloaded(app, f.admin.cookie, f.project.id, 'meetings', 'xlsx', 'ko');
    const [header, ...rows] = rowsOf(res.rawPayload, 'xlsx');
    expect(header).toEqual(direct.header);
    expect(rows.length).toBe(done.total);
    expect(rows.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i] ?? null])))).toEqual(
      direct.records,
    );
  });

  it('a CSV export guards formulas as the direct one does', async () => {
    const job = await start(app, f.project.id, { kind: 'export', dataset: 'transactions', format: 'csv' });
    expect((await waitFor(app, f.project.id, job.id, finished)).status).toBe('done');
    const res = await download(app, f.project.id, job.id);
    const direct = await downloaded(app, f.admin.cookie, f.project.id, 'transactions', 'csv');
    expect(res.rawPayload.equals(direct.res.rawPayload)).toBe(true);
  });

  it('every agenda as one PDF, a page per person at least', async () => {
    const job = await start(app, f.project.id, { kind: 'agendas-pdf', lang: 'en' });
    const done = await waitFor(app, f.project.id, job.id, finished);
    expect(done).toMatchObject({ status: 'done', total: 5, progress: 5 });
    const res = await download(app, f.project.id, job.id);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const name of ['Ann Buyer', 'Bo Buyer', 'Sam Seller', 'Sol Seller', 'Ian Interpreter'])
      expect(text).toContain(name);
    expect((await pdfInfo(res.rawPayload)).pages).toBeGreaterThanOrEqual(5);
  });

  it('every badge as one PDF', async () => {
    const job = await start(app, f.project.id, { kind: 'badges-pdf', lang: 'ja' });
    const done = await waitFor(app, f.project.id, job.id, finished);
    expect(done.status).toBe('done');
    const text = await pdfText((await download(app, f.project.id, job.id)).rawPayload);
    for (const name of ['Ann Buyer', 'Sam Seller', 'Ian Interpreter']) expect(text).toContain(name);
  });

  it('a second start of the same file joins the job under way; the list is newest first, with a limit', async () => {
    const a = await start(app, f.project.id, { kind: 'export', dataset: 'contracts', format: 'csv', lang: 'en' });
    const b = await start(app, f.project.id, { kind: 'export', dataset: 'contracts', format: 'csv', lang: 'en' });
    if (!finished(await show(app, f.project.id, a.id))) expect(b.id).toBe(a.id);
    await waitFor(app, f.project.id, a.id, finished);
    const list = await call(app, 'GET', `${jobsUrl(f.project.id)}?limit=2`, { cookie: f.admin.cookie });
    const jobs = list.json().jobs as BackgroundJob[];
    expect(jobs).toHaveLength(2);
    expect(jobs[0].created_at >= jobs[1].created_at).toBe(true);
    const tooMany = await call(app, 'GET', `${jobsUrl(f.project.id)}?limit=1000`, { cookie: f.admin.cookie });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('what a project keeps', () => {
  it('its newest 20 finished jobs with their files; older ones go as new ones finish', async () => {
    const project = await makeProject(app, { name: 'Kept Expo' });
    const old = [];
    for (let i = 0; i < 22; i++) {
      const [job] = await app.db
        .insert(backgroundJobs)
        .values({
          projectId: project.id,
          kind: 'badges-pdf',
          params: { lang: 'en' },
          status: 'done',
          createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
        })
        .returning();
      const fileKey = `background-jobs/${project.id}/${job.id}.pdf`;
      await app.storage.put(fileKey, Buffer.from('%PDF-old'), 'application/pdf');
      await app.db.update(backgroundJobs).set({ fileKey }).where(eq(backgroundJobs.id, job.id));
      old.push(job.id);
    }
    const job = await start(app, project.id, { kind: 'badges-pdf', lang: 'ko' });
    expect((await waitFor(app, project.id, job.id, finished)).status).toBe('done');
    // The old files go right after the job is marked done.
    await app.backgroundJobs.idle();
    const kept = await app.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.projectId, project.id));
    expect(kept.map((k) => k.id).sort()).toEqual([job.id, ...old.slice(3)].sort());
    expect(storedFiles(project.id).sort()).toEqual([job.id, ...old.slice(3)].map((id) => `${id}.pdf`).sort());
  });
});

describe('bad input and finished jobs', () => {
  it('an unknown kind or dataset is a 400; an unknown job a 404', async () => {
    for (const body of [
      { kind: 'everything' },
      { kind: 'export', dataset: 'secrets' },
      { kind: 'badges-pdf', lang: 'fr' },
    ]) {
      const res = await call(app, 'POST', jobsUrl(f.project.id), { cookie: f.admin.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(app, 'GET', `${jobsUrl(f.project.id)}/${unknown}`, { cookie: f.admin.cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await call(app, 'POST', jobsUrl(unknown), { cookie: f.admin.cookie, body: { kind: 'badges-pdf' } })).statusCode,
    ).toBe(404);
  });

  it('a job of another project is not found through this one', async () => {
    const job = await start(app, f.project.id, { kind: 'badges-pdf', lang: 'en' });
    const other = await makeProject(app, { name: 'Other Expo' });
    expect((await call(app, 'GET', `${jobsUrl(other.id)}/${job.id}`, { cookie: f.admin.cookie })).statusCode).toBe(404);
    expect((await download(app, other.id, job.id)).statusCode).toBe(404);
  });

  it('a finished job cannot be cancelled, and a job without a file has nothing to download', async () => {
    const job = await start(app, f.project.id, { kind: 'export', dataset: 'meeting-requests', format: 'csv' });
    await waitFor(app, f.project.id, job.id, finished);
    const res = await call(app, 'POST', `${jobsUrl(f.project.id)}/${job.id}/cancel`, { cookie: f.admin.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('job_finished');
  });
});

describe("everyone's PDFs in one request", () => {
  it('above the direct sizes are refused with a pointer to the background job', async () => {
    const project = await crowdedProject(4_001);
    for (const [route, max] of [
      ['agendas/pdf', 1_000],
      ['badges/pdf', 4_000],
    ] as const) {
      const res = await call(app, 'GET', `/api/projects/${project.id}/${route}`, { cookie: f.admin.cookie });
      expect(res.statusCode, route).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'use_background_job', details: { people: 4_001, max } });
    }
  });
});

describe('a job is never lost nor made twice', () => {
  it('cancelled mid-way, it stops and leaves no file', async () => {
    const project = await crowdedProject(400);
    const job = await start(app, project.id, { kind: 'agendas-pdf', lang: 'en' });
    await waitFor(app, project.id, job.id, (j) => j.progress > 0 || finished(j));
    const res = await call(app, 'POST', `${jobsUrl(project.id)}/${job.id}/cancel`, { cookie: f.admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    // The runner notices at its next progress write and moves on to nothing.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await show(app, project.id, job.id)).status).toBe('cancelled');
    expect(storedFiles(project.id)).toEqual([]);
    const file = await download(app, project.id, job.id);
    expect(file.statusCode).toBe(409);
    expect(file.json().error.code).toBe('job_not_done');
  });

  it('stopped with its app mid-job, it finishes once on a new app over the same database', async () => {
    const project = await crowdedProject(400);
    const first = await buildApp({ config: app.config, database: app.database });
    await first.ready();
    const job = await start(first, project.id, { kind: 'agendas-pdf', lang: 'en' });
    const midway = await waitFor(first, project.id, job.id, (j) => j.progress > 0 || finished(j));
    expect(midway.status).toBe('running');
    await first.close();
    const handedBack = await show(app, project.id, job.id);
    expect(handedBack.status).toBe('running');
    expect(handedBack.progress).toBeLessThan(400);
    // The test app shares the database: its runner would take the job too. A new app takes it.
    const second = await buildApp({ config: app.config, database: app.database });
    await second.ready();
    try {
      const done = await waitFor(second, project.id, job.id, finished);
      expect(done).toMatchObject({ status: 'done', progress: 400, total: 400 });
      const [row] = await app.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job.id));
      // The interrupted run was handed back without counting; the finishing run is the one attempt.
      expect(row.attempts).toBe(1);
      expect(storedFiles(project.id)).toEqual([`${job.id}.pdf`]);
      expect((await pdfInfo((await download(second, project.id, job.id)).rawPayload)).pages).toBe(400);
    } finally {
      await second.close();
    }
  });

  it('a job whose instance died is taken again after its lease; one held within it is left alone', async () => {
    const [dead, held] = await app.db
      .insert(backgroundJobs)
      .values([
        {
          projectId: f.project.id,
          kind: 'badges-pdf',
          params: { lang: 'en' },
          status: 'running',
          attempts: 1,
          claimedAt: new Date(Date.now() - 10 * 60_000),
          progress: 3,
          total: 7,
        },
        {
          projectId: f.project.id,
          kind: 'badges-pdf',
          params: { lang: 'ko' },
          status: 'running',
          attempts: 1,
          claimedAt: new Date(),
        },
      ])
      .returning();
    app.backgroundJobs.wake();
    const done = await waitFor(app, f.project.id, dead.id, finished);
    expect(done.status).toBe('done');
    const [row] = await app.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, dead.id));
    expect(row.attempts).toBe(2);
    expect(storedFiles(f.project.id).filter((n) => n.startsWith(dead.id))).toHaveLength(1);
    expect(await show(app, f.project.id, held.id)).toMatchObject({ status: 'running', progress: 0 });
    await app.db.update(backgroundJobs).set({ status: 'cancelled' }).where(eq(backgroundJobs.id, held.id));
  });
});
