// Printed agendas and badges at event scale (docs/decisions/017-pdf-agendas.md): on the embedded
// database, 500 participants with 5,760 meetings over three days. Measures one person's agenda
// (the first call reads the fonts), everyone's agendas for one day and for all days, and the 500
// badges: time to the first byte and to the end, size and pages. Meanwhile a client in another
// process asks GET /api/health one request at a time: its p50, p99 and worst latency say how much
// the PDF held up other requests (beside the same figures with nothing else running). Target:
// everyone's agendas under 30 s. Prints a table and writes bench/results/agendas.json.
// `npm run bench agendas -- --reads` runs the other agenda bench instead: participants reading their
// agenda at the flagship's size on one and two instances (reads.ts); `-- --ceiling` the same load
// against the cheapest agenda server there could be, what the machine allows at best (ceiling.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import type { ProbeJob, ProbeResult } from './probe.ts';
import { DAYS, seedAgendaExhibition } from './seed.ts';

if (process.argv.includes('--reads')) {
  await import('./reads.ts');
  process.exit(0);
}
if (process.argv.includes('--ceiling')) {
  await import('./ceiling.ts');
  process.exit(0);
}

const TARGET_MS = 30_000;
const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agenda-bench-'));

/** Runs the probe in a child process: the server it measures lives in this one and keeps answering. */
async function probe(job: ProbeJob): Promise<ProbeResult> {
  const file = path.join(dir, `job-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(job));
  const { stdout } = await run(process.execPath, [path.join(import.meta.dirname, 'probe.ts'), file], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function pagesOf(file: string) {
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
}

const database = await openDatabase({ pgliteDir: 'memory://' });
await database.migrate();
const app = await buildApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }) }, database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const seedStart = performance.now();
const event = await seedAgendaExhibition(database.db);
console.log(
  `seeded ${event.participants} participants and ${event.meetings} meetings in ${Math.round(performance.now() - seedStart)} ms`,
);

const project = `/api/projects/${event.projectId}`;
const cases: { name: string; path?: string; idleMs?: number; judged?: boolean }[] = [
  { name: 'health alone (2 s)', idleMs: 2000 },
  { name: 'one agenda, fonts cold', path: `${project}/agenda/pdf?user=${event.buyerId}&lang=en` },
  { name: 'one agenda, warm', path: `${project}/agenda/pdf?user=${event.buyerId}&lang=ko` },
  { name: 'one agenda, one day', path: `${project}/agenda/pdf?user=${event.buyerId}&day=${DAYS[0]}&lang=zh` },
  { name: 'everyone, one day', path: `${project}/agendas/pdf?day=${DAYS[0]}&lang=en`, judged: true },
  { name: 'everyone, all days', path: `${project}/agendas/pdf?lang=ko`, judged: true },
  { name: 'badges', path: `${project}/badges/pdf?lang=ja` },
];

const results = [];
for (const c of cases) {
  const saveTo = c.path ? path.join(dir, 'out.pdf') : undefined;
  const r = await probe({ base, cookie: event.adminCookie, path: c.path, idleMs: c.idleMs, saveTo });
  if (c.path && r.status !== 200) throw new Error(`${c.path} answered ${r.status}`);
  results.push({
    case: c.name,
    ms: c.path ? Math.round(r.ms) : null,
    first_byte_ms: c.path ? Math.round(r.firstByteMs) : null,
    kib: c.path ? Math.round(r.bytes / 1024) : null,
    pages: saveTo ? await pagesOf(saveTo) : null,
    health_n: r.health.length,
    health_p50_ms: Number(percentile(r.health, 50).toFixed(1)),
    health_p99_ms: Number(percentile(r.health, 99).toFixed(1)),
    health_max_ms: Number(Math.max(0, ...r.health).toFixed(1)),
    within_target: c.judged ? r.ms < TARGET_MS : null,
  });
}
await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });

console.table(results);
const out = path.join(import.meta.dirname, '..', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'agendas.json'), `${JSON.stringify(results, null, 2)}\n`);
