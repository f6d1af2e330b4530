// What two cores allow at best for "2,000 participants reading their agenda at once on two
// instances, p99 < 200 ms" (docs/decisions/047-agenda-reads.md): the same load as
// `npm run bench agendas -- --reads` (autocannon in a process of its own per instance, its
// connections cycling through 2,000 readers' cookies) against the cheapest agenda server there
// could be (bench/agendas/ceiling-server.ts: every agenda ready and compressed in memory), on bare
// Node http and on Fastify. If that misses the goal, no change to the product's read can meet it on
// this machine. `npm run bench agendas -- --ceiling`; BENCH_SECONDS (default 10).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadJob } from '../api-load/load.ts';
import { loadAverage, loadInOwnProcess } from './load-process.ts';

const READERS = 2000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GOAL_P99_MS = 200;
const PORTS = [3490, 3491];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agenda-ceiling-'));
const uptime = loadAverage;

const load = (job: LoadJob) => loadInOwnProcess(job, work);

async function start(kind: string, port: number) {
  const child = fork(path.join(import.meta.dirname, 'ceiling-server.ts'), [String(port), String(READERS), kind], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
  return child;
}

const cookies = Array.from({ length: READERS }, (_, r) => `sid=session-${r}`);
const rows: Record<string, unknown>[] = [];
try {
  for (const kind of ['http', 'fastify']) {
    for (const count of [1, 2]) {
      const servers = await Promise.all(PORTS.slice(0, count).map((port) => start(kind, port)));
      try {
        const mine = (k: number) => cookies.filter((_, i) => i % count === k);
        const jobs: LoadJob[] = PORTS.slice(0, count).map((port, k) => ({
          url: `http://127.0.0.1:${port}/api/agenda`,
          method: 'GET',
          connections: Math.ceil(READERS / count),
          seconds: SECONDS,
          cases: mine(k).map((cookie) => ({ cookie })),
          headers: { 'accept-encoding': 'br' },
        }));
        const results = await Promise.all(jobs.map(load));
        const p99 = Math.max(...results.map((r) => r.p99));
        const errors = results.reduce((n, r) => n + r.errors + r.non2xx, 0);
        const row = {
          server: kind,
          instances: count,
          connections: READERS,
          rps: Math.round(results.reduce((n, r) => n + r.rps, 0)),
          p50_ms: Math.max(...results.map((r) => r.p50)),
          p99_ms: p99,
          errors,
          goal: count === 2 ? (p99 < GOAL_P99_MS && errors === 0 ? 'met' : 'not met') : '',
          load_avg: uptime(),
        };
        rows.push(row);
        console.log(`  ${JSON.stringify(row)}`);
      } finally {
        for (const server of servers) server.kill();
      }
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
console.table(rows);
console.log(`${READERS} readers, ${SECONDS} s a run, ${os.availableParallelism()} cores; load average ${uptime()}`);
const out = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'agenda-ceiling.json'),
  `${JSON.stringify({ readers: READERS, seconds: SECONDS, rows }, null, 2)}\n`,
);
