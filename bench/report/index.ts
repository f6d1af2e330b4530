// The organiser's report at a large show's size (docs/decisions/025-report.md): 2,000 participants
// and 30,000 meetings with check-ins, feedback, deals and requests (seed.ts), on the embedded
// database and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on a fresh PostgreSQL database
// (dropped after). Times the report's statement alone and GET /api/projects/:id/report and
// /report/pdf through HTTP, median and p95 of BENCH_RUNS runs (default 10, after one warm-up).
// Prints a table and writes bench/results/report.json; asserts no timing.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { projectReport } from '../../server/queries/report/index.ts';
import { onBenchDatabase } from '../bench-database.ts';
import { NOW, seedReportExhibition } from './seed.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => sorted(values)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];

/** `work` once to warm up, then RUNS times; the milliseconds of each timed run. */
async function times(work: () => Promise<unknown>) {
  await work();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    out.push(performance.now() - start);
  }
  return out;
}

const run = (kind: 'pglite' | 'postgres') => onBenchDatabase(kind, serverUrl, (url) => measure(kind, url));

async function measure(kind: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }) }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = database.db;
  const seeded = await seedReportExhibition(db);
  const { token } = await createSession(db, seeded.admin.id, 1);
  const cookie = `sid=${token}`;
  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const report = await projectReport(db, seeded.project.id, NOW);
  if (!report) throw new Error('no report');
  let pdfBytes = 0;
  const rows = [
    ['report statement', await times(() => projectReport(db, seeded.project.id, NOW))],
    ['GET /report', await times(() => get(`/api/projects/${seeded.project.id}/report`))],
    [
      'GET /report/pdf (ko)',
      await times(async () => {
        pdfBytes = (await get(`/api/projects/${seeded.project.id}/report/pdf?lang=ko`)).length;
      }),
    ],
  ] as const;
  await app.close();
  await database.close();
  return rows.map(([what, ms]) => ({
    database: kind,
    what,
    participants: seeded.participants,
    meetings: seeded.meetings,
    runs: ms.length,
    median_ms: Math.round(median(ms)),
    p95_ms: Math.round(p95(ms)),
    ...(what.includes('pdf') ? { pdf_kib: Math.round(pdfBytes / 1024) } : {}),
    ...(what === 'report statement'
      ? {
          possible_no_shows: report.possible_no_shows.length,
          repeat_no_shows: report.repeat_no_shows.length,
          eligible: report.check_in.eligible,
        }
      : {}),
  }));
}

const results = [...(await run('pglite')), ...(serverUrl ? await run('postgres') : [])];
console.table(results);
const out = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'report.json'), `${JSON.stringify(results, null, 2)}\n`);
