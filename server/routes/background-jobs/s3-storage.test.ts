// A background job's file in an S3 bucket (s3rver on loopback): the agendas' PDF is streamed up
// under the job's key with its length, downloads whole through the API, and is the only object the
// job leaves in the bucket (docs/decisions/043-background-jobs.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BackgroundJob } from '../../../core/schemas/background-job.ts';
import { buildApp } from '../../app.ts';
import { s3Storage } from '../../storage/index.ts';
import { type ExportFixture, exportFixture } from '../../test/export-factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfInfo, pdfText } from '../../test/pdf-reader.ts';

let holder: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let f: ExportFixture;
let s3: S3rver;
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-s3-'));

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'jobs' }],
  });
  const { port } = await s3.run();
  holder = await createTestApp();
  f = await exportFixture(holder);
  // Only the app on the bucket runs jobs here.
  await holder.backgroundJobs.stop();
  const storage = s3Storage({
    bucket: 'jobs',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  app = await buildApp({ config: holder.config, database: holder.database, storage });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await holder?.dispose();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

it('stores the file in the bucket under the job, and it downloads whole', async () => {
  const url = `/api/projects/${f.project.id}/background-jobs`;
  const headers = { cookie: f.admin.cookie };
  const started = await app.inject({ method: 'POST', url, headers, payload: { kind: 'agendas-pdf', lang: 'en' } });
  expect(started.statusCode).toBe(202);
  const id = (started.json() as BackgroundJob).id;
  let job: BackgroundJob;
  do {
    await new Promise((resolve) => setTimeout(resolve, 20));
    job = (await app.inject({ method: 'GET', url: `${url}/${id}`, headers })).json();
  } while (job.status === 'queued' || job.status === 'running');
  expect(job.status).toBe('done');
  const file = await app.inject({ method: 'GET', url: `${url}/${id}/file`, headers });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.length).toBe(job.file_size);
  expect((await pdfInfo(file.rawPayload)).pages).toBeGreaterThanOrEqual(5);
  expect(await pdfText(file.rawPayload)).toContain('Ann Buyer');
  const stored = await app.storage.get(`background-jobs/${f.project.id}/${id}.pdf`);
  expect(stored?.size).toBe(job.file_size);
  stored?.body.destroy();
});
