// The auto-schedule: its plan as the organiser asks for it (the preview request) and again alone in
// a process of its own for its CPU time, peak memory and distance to its bound; then its apply.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client.ts';
import { projects } from '../../../server/db/schema.ts';
import { loadPlanState } from '../../../server/services/auto-schedule/load-input.ts';
import { work } from '../context.ts';
import { type Api, timed } from '../http.ts';
import { row, s } from '../table.ts';

export async function planEvent(api: Api, db: Database['db'], p: string, projectId: string) {
  const preview = await timed(() =>
    api.json<{ fingerprint: string; meetings: unknown[]; total_weight: number; upper_bound?: number }>(
      'POST',
      `${p}/auto-schedule/preview`,
      {},
    ),
  );
  // The same input again, planned alone in a process of its own: its CPU time and peak memory.
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  const state = await loadPlanState(db, project, new Date());
  const file = path.join(work, 'plan-input.json');
  fs.writeFileSync(file, JSON.stringify(state.input));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(import.meta.dirname, '..', 'plan-probe.ts'), file],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const alone = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
  const gap = 1 - alone.totalWeight / alone.upperBound;
  row(
    `Auto-schedule plan (${alone.meetings.toLocaleString('en')} meetings)`,
    '< 60 s CPU, < 2 GB, within 1 % of its bound',
    `${s(alone.cpuMs)} CPU, ${Math.round(alone.maxRssMB)} MB, ${(gap * 100).toFixed(2)} % below bound`,
    alone.cpuMs < 60_000 && alone.maxRssMB < 2048 && gap <= 0.01,
    {
      preview_request_ms: Math.round(preview.ms),
      preview_meetings: preview.value.meetings.length,
      wall_ms: Math.round(alone.wallMs),
      phases_ms: Object.fromEntries(Object.entries(alone.phases ?? {}).map(([k, v]) => [k, Math.round(v as number)])),
    },
  );
  return preview.value.fingerprint;
}

export async function applyPlan(api: Api, p: string, fingerprint: string) {
  const apply = await timed(() =>
    api.json<{ created: number; replanned: boolean }>('POST', `${p}/auto-schedule/apply`, { fingerprint }),
  );
  row(
    `Apply the plan (${apply.value.created.toLocaleString('en')} meetings)`,
    '< 30 s',
    s(apply.ms),
    apply.ms < 30_000,
    { replanned: apply.value.replanned },
  );
}
