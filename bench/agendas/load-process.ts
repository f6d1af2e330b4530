// One autocannon job in a process of its own (bench/api-load/load.ts), for the agenda read benches,
// and the load average as they print it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadJob, LoadResult } from '../api-load/load.ts';

const run = promisify(execFile);

/** Runs `job` in its own process, its job file in `work`. */
export async function loadInOwnProcess(job: LoadJob, work: string): Promise<LoadResult> {
  const file = path.join(work, `load-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(job));
  const { stdout } = await run(process.execPath, [path.join(import.meta.dirname, '..', 'api-load', 'load.ts'), file], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}

/** The load average over 1, 5 and 15 minutes. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
