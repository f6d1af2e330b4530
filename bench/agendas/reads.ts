// Participants reading their agenda (GET /api/projects/:id/agenda) at the flagship's size
// (docs/decisions/044-flagship-bench.md; BENCH_SCALE=0.1 a tenth): the people and ~85,000
// meetings seeded straight into a scratch PostgreSQL database (BENCH_DATABASE_URL or
// TEST_DATABASE_URL, default the local server; dropped after), then app instances as separate
// processes (`node server/main.ts`) on ports 3480-3481 answer autocannon, one load process per
// instance, its connections cycling through 2,000 distinct participants' sessions (half buyers,
// half sellers, a twentieth interpreters). One instance and two, 200 and 2,000 connections, each
// with the read caches off (READ_CACHE_SECONDS=0: every read as right after a change) and as
// shipped (after each reader read once: phones reading again between changes); each run starts
// once the instances are idle again. Before that, one agenda at a time (caches off): the time and
// CPU of a read alone. Each row has the CPU per answer of the instances and of PostgreSQL, from
// /proc. Prints a table with the machine's load and writes bench/results/agenda-reads.json. Goal:
// 2,000 at once on two instances, p99 < 200 ms (docs/decisions/047-agenda-reads.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createSession } from '../../server/auth/sessions.ts';
import { openDatabase } from '../../server/db/client.ts';
import { createScratchDatabase } from '../../server/db/scratch-database.ts';
import type { LoadJob } from '../api-load/load.ts';
import { inParallel } from '../flagship/http.ts';
import { startInstances } from '../flagship/instances.ts';
import { cpuMeter } from './cpu.ts';
import { seedFlagshipAgendas } from './flagship-seed.ts';
import { loadAverage, loadInOwnProcess } from './load-process.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const READERS = Math.min(2_000, Math.round(2_000 * Math.max(SCALE, 0.25)));
const PORTS = [3480, 3481];
const GOAL_P99_MS = 200;
const SERVER =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agenda-reads-'));

const uptime = loadAverage;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const load = (job: LoadJob) => loadInOwnProcess(job, work);

interface Row {
  instances: number;
  connections: number;
  caches: string;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  /** CPU per answered request: the app instances' and PostgreSQL's (the load generator's is not counted). */
  app_cpu_ms: number;
  db_cpu_ms: number;
  load_avg: string;
  goal?: string;
}

/** Waits until every instance answers its health check within 50 ms: what a flood left queued is done. */
async function settle(urls: string[]) {
  const deadline = Date.now() + 60_000;
  for (const url of urls) {
    while (Date.now() < deadline) {
      const t = performance.now();
      await fetch(`${url}/api/health`).catch(() => undefined);
      if (performance.now() - t < 50) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const round = (x: number) => Number(x.toFixed(2));

const started = performance.now();
const loadBefore = uptime();
const scratch = await createScratchDatabase(SERVER, 'agendas_reads');
const rows: Row[] = [];
let alone: Record<string, number> = {};
let seeded: Awaited<ReturnType<typeof seedFlagshipAgendas>> | undefined;
try {
  const database = await openDatabase({ databaseUrl: scratch.url });
  let cookies: string[];
  try {
    await database.migrate();
    const t = performance.now();
    seeded = await seedFlagshipAgendas(database.db, SCALE);
    await database.db.execute(sql`analyze`);
    console.log(
      `seeded ${seeded.buyers.length + seeded.sellers.length + seeded.interpreters.length} people and ${seeded.meetings} meetings in ${Math.round(performance.now() - t)} ms`,
    );
    const interpreters = Math.min(seeded.interpreters.length, Math.round(READERS / 20));
    const half = (READERS - interpreters) / 2;
    const readers = [
      ...seeded.buyers.slice(0, Math.ceil(half)),
      ...seeded.sellers.slice(0, Math.floor(half)),
      ...seeded.interpreters.slice(0, interpreters),
    ];
    cookies = [];
    for (const id of readers) cookies.push(`sid=${(await createSession(database.db, id, 1)).token}`);
  } finally {
    await database.close();
  }
  const path_ = `/api/projects/${seeded.projectId}/agenda`;
  const headers = { 'accept-encoding': 'gzip' };

  for (const caches of ['off', 'on'] as const) {
    const env: Record<string, string> = caches === 'off' ? { READ_CACHE_SECONDS: '0' } : {};
    const instances = await startInstances(scratch.url, PORTS, env);
    const meter = await cpuMeter(PORTS, scratch.url);
    try {
      if (caches === 'off') {
        // One reader at a time, each a different participant: what one read costs when nothing is cached.
        const times: number[] = [];
        let bytes = 0;
        const measured = 250;
        for (let i = 0; i < 50 + measured; i++) {
          if (i === 50) await meter.start();
          const t = performance.now();
          const res = await fetch(instances.urls[0] + path_, { headers: { cookie: cookies[i % cookies.length] } });
          const body = await res.text();
          if (res.status !== 200) throw new Error(`agenda answered ${res.status}: ${body.slice(0, 200)}`);
          if (i >= 50) times.push(performance.now() - t);
          bytes = body.length;
        }
        const cpu = await meter.stop();
        times.sort((a, b) => a - b);
        alone = {
          p50_ms: round(percentile(times, 50)),
          p99_ms: round(percentile(times, 99)),
          app_cpu_ms: round(cpu.app / measured),
          db_cpu_ms: round(cpu.database / measured),
          bytes,
        };
        console.log(`one agenda at a time, caches off: ${JSON.stringify(alone)}`);
      }
      for (const count of [1, 2]) {
        for (const connections of [200, READERS]) {
          const urls = instances.urls.slice(0, count);
          const mine = (k: number) => cookies.filter((_, i) => i % urls.length === k);
          await settle(instances.urls);
          if (caches === 'on') {
            // Each reader once first: the run then measures phones reading again, as they do between changes.
            await inParallel(
              urls.flatMap((url, k) => mine(k).map((cookie) => ({ url, cookie }))),
              50,
              async ({ url, cookie }) => (await fetch(url + path_, { headers: { cookie, ...headers } })).arrayBuffer(),
            );
          }
          await meter.start();
          const jobs: LoadJob[] = urls.map((url, k) => ({
            url: url + path_,
            method: 'GET',
            connections: Math.ceil(connections / urls.length),
            seconds: SECONDS,
            cases: mine(k).map((cookie) => ({ cookie })),
            headers,
          }));
          const results = await Promise.all(jobs.map((job) => load(job)));
          const cpu = await meter.stop();
          const answered = Math.max(
            1,
            results.reduce((n, r) => n + r.requests, 0),
          );
          const row: Row = {
            instances: count,
            connections,
            caches,
            rps: Math.round(results.reduce((n, r) => n + r.rps, 0)),
            p50_ms: Math.max(...results.map((r) => r.p50)),
            p99_ms: Math.max(...results.map((r) => r.p99)),
            errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
            app_cpu_ms: round(cpu.app / answered),
            db_cpu_ms: round(cpu.database / answered),
            load_avg: uptime(),
          };
          if (count === 2 && connections === READERS) {
            row.goal = row.p99_ms < GOAL_P99_MS && row.errors === 0 ? 'met' : 'not met';
          }
          rows.push(row);
          console.log(`  ${JSON.stringify(row)}`);
        }
      }
    } finally {
      await meter.close();
      await instances.stop();
    }
  }
} finally {
  await scratch.drop();
  fs.rmSync(work, { recursive: true, force: true });
}

console.table(rows);
console.log(
  `scale ${SCALE}, ${seeded?.meetings} meetings, ${READERS} readers, ${SECONDS} s a run, ${Math.round((performance.now() - started) / 1000)} s in all; load average (1, 5, 15 min) ${loadBefore} before, ${uptime()} after, ${os.availableParallelism()} cores`,
);
// Two cores give 2,000 ms of CPU a second; a burst of 2,000 reads is served in about
// 2,000 x (CPU per read) / 2 cores, and its last answers wait that long (p99 ~ 2,000 / throughput).
const perRead = (alone.app_cpu_ms ?? 0) + (alone.db_cpu_ms ?? 0);
if (perRead > 0) {
  console.log(
    `one uncached read: ${perRead.toFixed(2)} ms of CPU (app ${alone.app_cpu_ms}, PostgreSQL ${alone.db_cpu_ms}): two idle cores serve at most ${Math.round(2000 / perRead)} a second, so 2,000 at once take at least ${Math.round((READERS * perRead) / 2)} ms`,
  );
}
const out = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'agenda-reads.json'),
  `${JSON.stringify({ scale: SCALE, meetings: seeded?.meetings, readers: READERS, seconds: SECONDS, alone, rows, load_average: [loadBefore, uptime()] }, null, 2)}\n`,
);
