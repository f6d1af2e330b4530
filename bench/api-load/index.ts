// API under load (decision 010): autocannon on loopback, 50 connections, against the main read paths
// (buyer's dashboard, seller's meeting list, admin's schedule grid day) and a write path (buyers
// requesting meetings, each request a new valid pair, 20 and 50 at once, with the notice job
// e-mailing the targets meanwhile), beside a bare Fastify hello route measured in the same run
// (the ceiling). Runs on the embedded database and on a fresh PostgreSQL database
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; dropped after).
// The reads cycle through every buyer's (or seller's) session and are measured as shipped (read
// caches on, docs/decisions/012) and again with the caches off, printed beside as the cost of a
// read right after a change (not judged against the targets). The schedule day's very bytes are
// also served by a bare route: what the answer's size alone allows (printed, not judged).
// Prints a table and writes bench/results/api-load.json (or BENCH_RESULTS). `npm test` runs a short
// form of it (scripts/budgets/api-load.ts).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { notifications } from '../../server/db/schema.ts';
import type { LoadJob, LoadResult } from './load.ts';
import { seedExhibition } from './seed.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 50;
/** The write path runs with each of these numbers of people writing at once. */
const WRITERS = [20, 50];
/** The embedded database is judged on writes up to this many at once (docs/decisions/010). */
const PGLITE_WRITERS_JUDGED = 20;
/** Writes a second each database must take (docs/decisions/010). */
const TARGET_WRITES_PER_SECOND = { pglite: 900, postgres: 1500 };
// One autocannon process by default. autocannon reads every answer's body into a string, so large
// answers (the schedule day) can use up its thread before the server's: BENCH_WORKERS=2 splits the
// connections (and the cases) over two processes, to show what the server does when the load
// generator has more room (docs/decisions/010). Their req/s add up; p50 and p99 are the worse one.
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_P99_MS = 50;
const TARGET_READ_SHARE = 1 / 6;
const only = process.env.BENCH_ONLY; // 'pglite' or 'postgres'
/** Only the paths whose name contains one of these `|`-separated texts (e.g. `POST`), beside the ceiling. */
const pathsOnly = process.env.BENCH_PATHS?.split('|').filter(Boolean);
const wanted = (name: string) => !pathsOnly || pathsOnly.some((text) => name.includes(text));
/** What Chromium sends to HTTPS (and localhost) with every request: answers may come compressed, as to a browser. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Waits until the notice job has e-mailed every notification of the run: how many were waiting
 * when the load stopped, and how long they took to go.
 */
async function mailCatchUp(database: Database) {
  const pending = async () => {
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.mailState, 'pending'));
    return n;
  };
  const backlog = await pending();
  const start = performance.now();
  while ((await pending()) > 0) {
    if (performance.now() - start > 120_000) throw new Error('the notice job did not catch up within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { backlog, catchUpSeconds: backlog ? (performance.now() - start) / 1000 : 0 };
}

interface Row extends LoadResult {
  database: string;
  path: string;
  /** 'read' rows must reach the share of the ceiling; 'info' rows (reads with the caches off) are not judged. */
  kind: 'ceiling' | 'read' | 'write' | 'info';
  share: number;
  /** Write rows: notifications not yet e-mailed when the load stopped, and the time they took after. */
  backlog?: number;
  catchUpSeconds?: number;
  /** Write rows: how many people wrote at once. */
  writers?: number;
}

const jobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-load-'));
/**
 * Runs one autocannon job in a child process and returns its figures. Asynchronous: the server
 * under test lives in this process and must keep answering meanwhile.
 */
async function load(job: LoadJob): Promise<LoadResult> {
  const file = path.join(jobDir, `${randomBytes(4).toString('hex')}.json`);
  fs.writeFileSync(file, JSON.stringify(job));
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'load.ts'), file], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

/** `job` split over WORKERS processes at once, each with its share of connections and cases. */
async function loadSplit(job: LoadJob): Promise<LoadResult> {
  if (WORKERS <= 1) return load(job);
  const parts = await Promise.all(
    Array.from({ length: WORKERS }, (_, w) =>
      load({
        ...job,
        connections: Math.ceil(job.connections / WORKERS),
        cases: job.cases.length > 1 ? job.cases.filter((_, i) => i % WORKERS === w) : job.cases,
      }),
    ),
  );
  const sum = (f: (r: LoadResult) => number) => parts.reduce((n, r) => n + f(r), 0);
  const requests = sum((r) => r.requests);
  return {
    rps: sum((r) => r.rps),
    p50: Math.max(...parts.map((r) => r.p50)),
    p99: Math.max(...parts.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    requests,
    bytes: requests ? Math.round(sum((r) => r.bytes * r.requests) / requests) : 0,
  };
}

/** A warm-up run (not recorded), then the measured run. */
async function measure(
  job: Omit<LoadJob, 'seconds' | 'connections' | 'headers'>,
  connections = CONNECTIONS,
): Promise<LoadResult> {
  const run = { ...job, connections, headers: HEADERS };
  if (WARMUP_SECONDS > 0) await loadSplit({ ...run, seconds: WARMUP_SECONDS });
  return loadSplit({ ...run, seconds: SECONDS });
}

/**
 * A bare Fastify app with one route answering `body` (a hello by default): with a hello, what this
 * machine serves with no work per request; with a large answer's bytes, what it serves when only
 * those bytes have to travel (no session, no database, no cache lookup).
 */
async function bare(body?: { bytes: Buffer; encoding?: string }) {
  const app = Fastify({ logger: false });
  app.get('/bare', async (_request, reply) => {
    if (!body) return { hello: 'world' };
    if (body.encoding) reply.header('content-encoding', body.encoding);
    return reply.type('application/json; charset=utf-8').send(body.bytes);
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await measure({ url: `${base}/bare`, method: 'GET', cases: [{}] });
  } finally {
    await app.close();
  }
}

/** `path`'s answer as a browser gets it: its bytes on the wire and their encoding. */
async function answerBytes(app: Awaited<ReturnType<typeof buildApp>>, url: string, cookie: string) {
  const res = await app.inject({ method: 'GET', url, headers: { ...HEADERS, cookie } });
  const encoding = res.headers['content-encoding'];
  return { bytes: res.rawPayload, encoding: typeof encoding === 'string' ? encoding : undefined };
}

/** Seeds, serves and measures every path on one database. */
async function benchOn(database: Database, databaseUrl?: string): Promise<Row[]> {
  await database.migrate();
  const x = await seedExhibition(database.db);
  // Planner statistics, as a database in use has them (autovacuum would gather them in time).
  await database.db.execute(sql`analyze`);
  const config = {
    ...loadConfig({
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      NOTICE_POLL_SECONDS: process.env.BENCH_NOTICE_POLL_SECONDS,
    }),
    signInRateLimit: 1000,
    databaseUrl,
  };
  // Every meeting request asks for a new pair: the cases must outlast every run of the write path.
  // As shipped (read caches on), and with the caches off: what every read costs when data just changed.
  const app = await buildApp({ config, database });
  const uncached = await buildApp({ config: { ...config, readCache: { ...config.readCache, ttlMs: 0 } }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const uncachedBase = await uncached.listen({ port: 0, host: '127.0.0.1' });
  const as = (cookies: string[]) => cookies.map((cookie) => ({ cookie }));
  const reads = [
    { path: `GET /api/dashboard (${x.buyerCookies.length} buyers)`, url: '/api/dashboard', cases: as(x.buyerCookies) },
    { path: `GET /api/meetings (${x.sellerCookies.length} sellers)`, url: '/api/meetings', cases: as(x.sellerCookies) },
    {
      path: `GET schedule day (admin, ${x.meetingCount / 3} meetings)`,
      url: `/api/projects/${x.projectId}/schedule?date=${x.day}`,
      cases: as([x.adminCookie]),
    },
  ];
  try {
    // Each path answers once before the load, so a broken seed fails loudly instead of as errors.
    for (const p of reads) {
      const res = await fetch(`${base}${p.url}`, { headers: { cookie: p.cases[0].cookie } });
      if (res.status !== 200) throw new Error(`${p.path} answered ${res.status}: ${await res.text()}`);
    }
    const hello = await bare();
    const rows: Row[] = [
      { database: database.kind, path: 'GET /hello (bare Fastify, ceiling)', kind: 'ceiling', share: 1, ...hello },
    ];
    const add = (p: string, kind: Row['kind'], r: LoadResult & Partial<Row>) =>
      rows.push({ database: database.kind, path: p, kind, share: r.rps / hello.rps, ...r });
    for (const p of reads)
      if (wanted(p.path)) add(p.path, 'read', await measure({ url: `${base}${p.url}`, method: 'GET', cases: p.cases }));
    // The largest read's bytes from a bare route: what the size of the answer alone allows.
    const day = reads[2];
    const dayBytes = `GET the schedule day's bytes (bare Fastify)`;
    if (wanted(dayBytes)) add(dayBytes, 'info', await bare(await answerBytes(app, day.url, day.cases[0].cookie)));
    for (const p of reads) {
      const name = `${p.path}, caches off`;
      if (wanted(name))
        add(name, 'info', await measure({ url: `${uncachedBase}${p.url}`, method: 'GET', cases: p.cases }));
    }
    // Writes by 20 people at once (where the embedded database is judged) and by 50. Each request
    // notifies its target, and the notice job e-mails them meanwhile, as shipped: what it has not
    // e-mailed when the load stops is its backlog, timed until it is gone.
    for (const writers of WRITERS) {
      const name = `POST /api/meeting-requests (${writers} buyers at once)`;
      if (!wanted(name)) continue;
      const r = await measure({ url: `${base}/api/meeting-requests`, method: 'POST', cases: x.requests }, writers);
      add(name, 'write', { ...r, writers, ...(await mailCatchUp(database)) });
    }
    return rows;
  } finally {
    await app.close();
    await uncached.close();
  }
}

async function onPostgres(): Promise<Row[]> {
  const name = `bench_api_load_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: PG_URL });
  try {
    await adminClient.connect();
  } catch (err) {
    console.log(`PostgreSQL at ${PG_URL} is not reachable (${(err as Error).message}): skipped.`);
    return [];
  }
  await adminClient.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    // With its URL, the app runs as deployed on PostgreSQL: writes announced to other instances.
    return await benchOn(database, url.toString());
  } finally {
    await database.close();
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
  }
}

async function onPglite(): Promise<Row[]> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    return await benchOn(database);
  } finally {
    await database.close();
  }
}

const rows: Row[] = [];
if (only !== 'postgres') rows.push(...(await onPglite()));
if (only !== 'pglite') rows.push(...(await onPostgres()));
fs.rmSync(jobDir, { recursive: true, force: true });

console.log(
  `${CONNECTIONS} connections from ${WORKERS} autocannon process(es), ${SECONDS} s per path after ${WARMUP_SECONDS} s of warm-up, loopback`,
);
console.table(
  rows.map((r) => ({
    db: r.database,
    path: r.path,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    errors: r.errors + r.non2xx,
    'of ceiling': `${(r.share * 100).toFixed(1)}%`,
    'kB/resp': (r.bytes / 1024).toFixed(1),
    'mail backlog': r.backlog === undefined ? '' : `${r.backlog} (${r.catchUpSeconds?.toFixed(1)} s)`,
  })),
);
const misses = rows.flatMap((r) => {
  const m: string[] = [];
  if (r.errors + r.non2xx > 0) m.push(`${r.database} ${r.path}: ${r.errors + r.non2xx} errors`);
  // The embedded database serves one statement at a time: its writes are judged up to 20 at once.
  const judged =
    r.kind !== 'info' && !(r.kind === 'write' && r.database === 'pglite' && r.writers! > PGLITE_WRITERS_JUDGED);
  if (judged && r.p99 >= TARGET_P99_MS) m.push(`${r.database} ${r.path}: p99 ${r.p99} ms >= ${TARGET_P99_MS} ms`);
  const rate = TARGET_WRITES_PER_SECOND[r.database as Database['kind']];
  if (judged && r.kind === 'write' && r.rps < rate)
    m.push(`${r.database} ${r.path}: ${Math.round(r.rps)} req/s < ${rate}`);
  if (r.kind === 'read' && r.database === 'postgres' && r.share < TARGET_READ_SHARE)
    m.push(`${r.database} ${r.path}: ${(r.share * 100).toFixed(1)}% of the ceiling < 1/6`);
  return m;
});
console.log(misses.length ? `Targets missed:\n  ${misses.join('\n  ')}` : 'All targets met.');

const out = process.env.BENCH_RESULTS ?? path.join(import.meta.dirname, '..', 'results', 'api-load.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ connections: CONNECTIONS, workers: WORKERS, seconds: SECONDS, cpus: os.cpus().length, rows, misses }, null, 2)}\n`,
);
