// Up to which size the embedded database serves (docs/decisions/045-outgrowing-the-embedded-database.md):
// grows one project (grow.ts: people, their places, their meetings, at a flagship show's density)
// on the embedded database in a data folder and on a fresh PostgreSQL database
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; dropped after), and at
// each size puts the app under load with autocannon on loopback: participants reading their agenda
// (50 at once, cycling through 200 people's sessions spread over the project; as shipped, and with
// the read caches off), and buyers requesting meetings (20 at once, each a new pair, each notifying
// its target). Prints a table and writes bench/results/embedded-size.json (or BENCH_RESULTS).
// BENCH_SIZES: blocks of 96 people, comma-separated (default 16,32,80,156: about 1,500 to 15,000
// people); BENCH_ONLY=pglite|postgres.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import type { LoadJob, LoadResult } from '../api-load/load.ts';
import { onBenchDatabase } from '../bench-database.ts';
import { BLOCK, DAYS, type GrowingProject, grow, startProject } from './grow.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const SIZES = (process.env.BENCH_SIZES ?? '16,32,80,156').split(',').map(Number);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY;
const READERS = 50;
const WRITERS = 20;
/** People whose sessions the reads and writes cycle through, spread over the whole project. */
const SAMPLE = 100;
/** A participant waiting longer than this for their agenda feels the event is big (the flagship bench's goal). */
const SERVES_P99_MS = 200;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const jobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-size-'));
async function load(job: Omit<LoadJob, 'seconds' | 'headers'>, seconds: number): Promise<LoadResult> {
  const file = path.join(jobDir, `${randomBytes(4).toString('hex')}.json`);
  fs.writeFileSync(file, JSON.stringify({ ...job, seconds, headers: HEADERS }));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(import.meta.dirname, '../api-load/load.ts'), file],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!);
}
async function measure(job: Omit<LoadJob, 'seconds' | 'headers'>) {
  if (WARMUP_SECONDS > 0) await load(job, WARMUP_SECONDS);
  return load(job, SECONDS);
}

interface Row {
  database: Database['kind'];
  people: number;
  meetings: number;
  growSeconds: number;
  agenda: LoadResult;
  agendaUncached: LoadResult;
  write: LoadResult;
}

/** SAMPLE people of one side, spread evenly over the blocks. */
const spread = (p: GrowingProject, side: 'buyers' | 'sellers') =>
  Array.from({ length: SAMPLE }, (_, i) => {
    const block = Math.floor((i * p.blocks.length) / SAMPLE);
    return { block, index: i % BLOCK, id: p.blocks[block][side][i % BLOCK] };
  });

async function benchOn(database: Database, databaseUrl: string | undefined): Promise<Row[]> {
  await database.migrate();
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), signInRateLimit: 1000, databaseUrl };
  const app = await buildApp({ config, database });
  const uncached = await buildApp({ config: { ...config, readCache: { ...config.readCache, ttlMs: 0 } }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const uncachedBase = await uncached.listen({ port: 0, host: '127.0.0.1' });
  const rows: Row[] = [];
  try {
    const project = await startProject(database.db);
    for (const blocks of SIZES) {
      const start = performance.now();
      await grow(database.db, project, blocks);
      // Planner statistics, as a database in use has them (autovacuum would gather them in time).
      await database.db.execute(sql`analyze`);
      const growSeconds = (performance.now() - start) / 1000;
      const cookieOf = async (userId: string) => `sid=${(await createSession(database.db, userId, 1)).token}`;
      const buyers = spread(project, 'buyers');
      const readers = [...buyers, ...spread(project, 'sellers')];
      const cases = await Promise.all(readers.map(async (r) => ({ cookie: await cookieOf(r.id) })));
      const agendaUrl = `/api/projects/${project.projectId}/agenda`;
      const check = await fetch(`${base}${agendaUrl}`, { headers: { cookie: cases[0].cookie } });
      if (check.status !== 200) throw new Error(`the agenda answered ${check.status}: ${await check.text()}`);
      // Buyer i asks sellers of other blocks (never met): every request a new pair.
      const requests = buyers.flatMap((b, i) =>
        Array.from({ length: 60 }, (_, m) => {
          const other = (b.block + 1 + (m % (project.blocks.length - 1))) % project.blocks.length;
          const seller = project.blocks[other].sellers[(b.index + Math.floor(m / (project.blocks.length - 1))) % BLOCK];
          return {
            cookie: cases[i].cookie,
            body: {
              project_id: project.projectId,
              target_id: seller,
              preferred_date: DAYS[1],
              preferred_time_start: '14:00',
              preferred_time_end: '14:30',
              location: 'Hall A',
              purpose: 'Samples and prices',
            },
          };
        }),
      );
      const people = project.blocks.length * BLOCK * 2;
      console.log(
        `${database.kind}: ${people} people, ${project.meetings} meetings (grown in ${growSeconds.toFixed(0)} s)`,
      );
      const agenda = await measure({ url: `${base}${agendaUrl}`, method: 'GET', connections: READERS, cases });
      const agendaUncached = await measure({
        url: `${uncachedBase}${agendaUrl}`,
        method: 'GET',
        connections: READERS,
        cases,
      });
      const write = await measure({
        url: `${base}/api/meeting-requests`,
        method: 'POST',
        connections: WRITERS,
        cases: requests,
      });
      // The next size starts from the grown project alone.
      await database.db.execute(sql`delete from meeting_requests`);
      await database.db.execute(sql`delete from notifications`);
      rows.push({
        database: database.kind,
        people,
        meetings: project.meetings,
        growSeconds,
        agenda,
        agendaUncached,
        write,
      });
    }
    return rows;
  } finally {
    await app.close();
    await uncached.close();
  }
}

const loadBefore = os.loadavg()[0];
const rows: Row[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  if (only && only !== kind) continue;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-size-db-'));
  try {
    rows.push(
      ...(await onBenchDatabase(kind, PG_URL, async (databaseUrl) => {
        const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dir, 'pglite') });
        try {
          return await benchOn(database, databaseUrl);
        } finally {
          await database.close();
        }
      })),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
fs.rmSync(jobDir, { recursive: true, force: true });

const errors = (r: LoadResult) => r.errors + r.non2xx;
console.log(
  `\nOne project growing: agenda reads by ${READERS} at once over ${SAMPLE * 2} people's sessions, meeting requests by ${WRITERS} at once; ${SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, loopback, ${os.cpus().length} cores (load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after)`,
);
console.log(
  '| Database | People | Meetings | Agenda req/s | Agenda p99 | Agenda p99, caches off | Request req/s | Request p99 | Errors |',
);
console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const r of rows) {
  console.log(
    `| ${r.database === 'pglite' ? 'embedded' : 'PostgreSQL'} | ${r.people.toLocaleString('en')} | ${r.meetings.toLocaleString('en')} | ${Math.round(r.agenda.rps)} | ${r.agenda.p99} ms | ${r.agendaUncached.p99} ms | ${Math.round(r.write.rps)} | ${r.write.p99} ms | ${errors(r.agenda) + errors(r.agendaUncached) + errors(r.write)} |`,
  );
}
const serves = (r: Row) =>
  r.agenda.p99 <= SERVES_P99_MS &&
  r.agendaUncached.p99 <= SERVES_P99_MS &&
  r.write.p99 <= SERVES_P99_MS &&
  errors(r.agenda) + errors(r.agendaUncached) + errors(r.write) === 0;
const embedded = rows.filter((r) => r.database === 'pglite');
const largest = embedded.filter((_, i) => embedded.slice(0, i + 1).every(serves)).at(-1);
if (embedded.length) {
  console.log(
    largest
      ? `The embedded database serves up to ${largest.people.toLocaleString('en')} people (${largest.meetings.toLocaleString('en')} meetings): p99 <= ${SERVES_P99_MS} ms, no errors.`
      : `The embedded database missed p99 <= ${SERVES_P99_MS} ms already at ${embedded[0].people} people.`,
  );
}
const out = process.env.BENCH_RESULTS ?? path.join(import.meta.dirname, '..', 'results', 'embedded-size.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ at: new Date().toISOString(), loadAverage: [loadBefore, os.loadavg()[0]], seconds: SECONDS, readers: READERS, writers: WRITERS, cpus: os.cpus().length, servesP99Ms: SERVES_P99_MS, servesUpTo: largest?.people ?? 0, rows }, null, 2)}\n`,
);
