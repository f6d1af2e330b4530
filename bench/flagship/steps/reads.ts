// What participants and the organiser read at that size: the people search, and agendas read by
// many participants at once from two instances (autocannon, one process per instance).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { createSession } from '../../../server/auth/sessions.ts';
import type { Database } from '../../../server/db/client.ts';
import { projectParticipants } from '../../../server/db/schema.ts';
import type { LoadJob, LoadResult } from '../../api-load/load.ts';
import { PORTS, work } from '../context.ts';
import { SCALE, SIZE } from '../event.ts';
import { type Api, percentile, timed } from '../http.ts';
import { startInstances } from '../instances.ts';
import { row } from '../table.ts';

const READERS = Math.round(2_000 * Math.min(1, SCALE * 4));
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The organiser's people search, one query after another, as one person types. */
export async function searchPeople(api: Api) {
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const role = i % 2 ? 'buyer' : 'seller';
    const q = i % 2 ? `Buyer ${(i * 37) % SIZE.buyers}` : `Maker ${(i * 53) % SIZE.sellers}`;
    const t = await timed(() => api.json('GET', `/api/people?role=${role}&q=${encodeURIComponent(q)}`));
    times.push(t.ms);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  row('Participant search (GET /api/people?q=)', 'p95 < 100 ms', `p95 ${Math.round(p95)} ms`, p95 < 100, {
    p50_ms: Math.round(percentile(times, 50)),
  });
}

/** READERS participants (half buyers, half sellers) reading their agenda at once, on two instances. */
export async function readAgendas(db: Database['db'], databaseUrl: string, projectId: string) {
  const readers = await db
    .select({ id: projectParticipants.userId, role: projectParticipants.role })
    .from(projectParticipants)
    .where(sql`${projectParticipants.projectId} = ${projectId} and ${projectParticipants.role} in ('buyer', 'seller')`);
  const chosen = [
    ...readers.filter((r) => r.role === 'buyer').slice(0, READERS / 2),
    ...readers.filter((r) => r.role === 'seller').slice(0, READERS / 2),
  ];
  const cookies: string[] = [];
  for (const r of chosen) cookies.push(`sid=${(await createSession(db, r.id, 1)).token}`);
  const instances = await startInstances(databaseUrl, PORTS);
  try {
    const one = await timed(() =>
      fetch(`${instances.urls[0]}/api/projects/${projectId}/agenda`, { headers: { cookie: cookies[0] } }),
    );
    console.log(
      `  one agenda: ${one.value.status} in ${Math.round(one.ms)} ms, ${(await one.value.text()).length} bytes`,
    );
    // A tenth of the readers first (what the instances do when not flooded), then everyone at once
    // (the goal): the other order left the small run waiting behind the flood's queued requests.
    for (const atOnce of [Math.round(READERS / 10), READERS]) {
      const perInstance = Math.ceil(atOnce / instances.urls.length);
      const jobs: LoadJob[] = instances.urls.map((url, k) => ({
        url: `${url}/api/projects/${projectId}/agenda`,
        method: 'GET',
        connections: perInstance,
        seconds: READ_SECONDS,
        cases: cookies.filter((_, i) => i % instances.urls.length === k).map((cookie) => ({ cookie })),
        headers: { 'accept-encoding': 'gzip' },
      }));
      const results = await Promise.all(jobs.map((job) => load(job)));
      const p99 = Math.max(...results.map((r) => r.p99));
      const failed = results.reduce((n, r) => n + r.errors + r.non2xx, 0);
      row(
        `${atOnce.toLocaleString('en')} participants reading their agenda at once, 2 instances`,
        atOnce === READERS ? 'p99 < 200 ms' : '-',
        `p99 ${p99} ms${failed ? `, ${failed.toLocaleString('en')} failed or timed out` : ''}`,
        atOnce === READERS ? p99 < 200 && failed === 0 : '-',
        {
          rps: Math.round(results.reduce((n, r) => n + r.rps, 0)),
          p50_ms: Math.max(...results.map((r) => r.p50)),
          answered: results.reduce((n, r) => n + r.requests, 0),
          failed,
          bytes: results[0].bytes,
        },
      );
    }
  } finally {
    await instances.stop();
  }
}

async function load(job: LoadJob): Promise<LoadResult> {
  const file = path.join(work, `load-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(job));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(import.meta.dirname, '..', '..', 'api-load', 'load.ts'), file],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}
