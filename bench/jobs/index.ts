// Background jobs at event scale (docs/decisions/043-background-jobs.md): for each size in
// BENCH_JOBS_PEOPLE (default 1000,7200: 7,200 people have the flagship's 86,400 meetings), every
// agenda as one PDF and the meetings as a streamed .xlsx (BENCH_JOBS_ONLY=agendas or export runs
// one), each run as a job by the app's own runner, with the process's memory sampled every 100 ms:
// the peak resident set and heap above the idle ones say whether memory stays flat as the event
// grows. The app's CPU seconds stand beside the wall time, which a shared machine stretches. On PostgreSQL with BENCH_DATABASE_URL or
// TEST_DATABASE_URL (a scratch database, dropped after), else on the embedded database. Prints a
// table and writes bench/results/jobs.json; asserts no timing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { backgroundJobs } from '../../server/db/schema.ts';
import { onBenchDatabase } from '../bench-database.ts';
import { seedJobsExhibition } from './seed.ts';

const run = promisify(execFile);
const sizes = (process.env.BENCH_JOBS_PEOPLE ?? '1000,7200').split(',').map(Number);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const MB = 1024 * 1024;
const only = process.env.BENCH_JOBS_ONLY;

interface Row {
  database: string;
  people: number;
  meetings: number;
  job: string;
  seconds: number;
  cpuSeconds: number;
  units: number;
  pages: number | null;
  fileMb: number;
  idleRssMb: number;
  peakRssMb: number;
  peakHeapMb: number;
}

/** Samples the memory every 100 ms until stopped; answers the peaks. */
function sampleMemory() {
  let rss = 0;
  let heap = 0;
  const take = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  take();
  const timer = setInterval(take, 100);
  return () => {
    clearInterval(timer);
    take();
    return { rss, heap };
  };
}

async function measure(kind: 'pglite' | 'postgres', people: number): Promise<Row[]> {
  return onBenchDatabase(kind, serverUrl, async (databaseUrl) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-bench-'));
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: 'memory://' });
    await database.migrate();
    const app = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }) }, database });
    await app.ready();
    try {
      const seedStart = performance.now();
      const event = await seedJobsExhibition(database.db, people);
      console.log(
        `${kind}: seeded ${event.participants} people and ${event.meetings} meetings in ${Math.round((performance.now() - seedStart) / 1000)} s`,
      );
      const rows: Row[] = [];
      for (const job of [
        { name: 'all agendas (PDF)', kind: 'agendas-pdf', only: 'agendas', params: { lang: 'en' } },
        {
          name: 'meetings (.xlsx)',
          kind: 'export',
          only: 'export',
          params: { dataset: 'meetings', format: 'xlsx', lang: 'en' },
        },
      ].filter((j) => !only || j.only === only)) {
        global.gc?.();
        const idle = process.memoryUsage().rss;
        const stop = sampleMemory();
        const started = performance.now();
        const cpu = process.cpuUsage();
        const [queued] = await database.db
          .insert(backgroundJobs)
          .values({ projectId: event.projectId, kind: job.kind, params: job.params, requestedBy: event.adminId })
          .returning();
        app.backgroundJobs.wake();
        let done = queued;
        while (done.status === 'queued' || done.status === 'running') {
          await new Promise((resolve) => setTimeout(resolve, 200));
          [done] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, queued.id));
        }
        const seconds = (performance.now() - started) / 1000;
        const used = process.cpuUsage(cpu);
        const cpuSeconds = (used.user + used.system) / 1e6;
        const peak = stop();
        if (done.status !== 'done') throw new Error(`${job.name}: ${done.status} ${done.error}`);
        const file = path.join(dataDir, 'uploads', done.fileKey);
        const pages =
          job.kind === 'agendas-pdf'
            ? Number(/^Pages:\s+(\d+)/m.exec((await run('pdfinfo', [file])).stdout)?.[1] ?? 0)
            : null;
        rows.push({
          database: kind,
          people: event.participants,
          meetings: event.meetings,
          job: job.name,
          seconds: Math.round(seconds * 10) / 10,
          cpuSeconds: Math.round(cpuSeconds * 10) / 10,
          units: done.total,
          pages,
          fileMb: Math.round((done.fileSize / MB) * 10) / 10,
          idleRssMb: Math.round(idle / MB),
          peakRssMb: Math.round(peak.rss / MB),
          peakHeapMb: Math.round(peak.heap / MB),
        });
        console.log(JSON.stringify(rows.at(-1)));
      }
      return rows;
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

const kind = serverUrl ? 'postgres' : 'pglite';
const results: Row[] = [];
for (const people of sizes) results.push(...(await measure(kind, people)));

console.log(
  '\n| Database | People | Meetings | Job | Time | CPU | Units | Pages | File | RSS idle -> peak | Heap peak |\n|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|',
);
for (const r of results) {
  console.log(
    `| ${r.database} | ${r.people.toLocaleString('en')} | ${r.meetings.toLocaleString('en')} | ${r.job} | ${r.seconds} s | ${r.cpuSeconds} s | ${r.units.toLocaleString('en')} | ${r.pages?.toLocaleString('en') ?? ''} | ${r.fileMb} MB | ${r.idleRssMb} -> ${r.peakRssMb} MB | ${r.peakHeapMb} MB |`,
  );
}
fs.mkdirSync(path.join(import.meta.dirname, '..', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, '..', 'results', 'jobs.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
);
