// The client side of the agenda bench, in a process of its own so that it does not share the
// event loop with the server it measures. Reads a job from the JSON file named by argv[2]: it
// downloads one PDF (or waits `idleMs`) while asking GET /api/health again and again, one request
// at a time, and writes one JSON line on stdout: the download's figures and every health latency.
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ProbeJob {
  base: string;
  cookie: string;
  /** The PDF to download; absent: only the health requests, for `idleMs`. */
  path?: string;
  idleMs?: number;
  /** Where to keep the PDF's bytes. */
  saveTo?: string;
}

export interface ProbeResult {
  status: number;
  ms: number;
  firstByteMs: number;
  bytes: number;
  health: number[];
}

const job: ProbeJob = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let done = false;
const health: number[] = [];

async function download() {
  const start = performance.now();
  if (!job.path) {
    await sleep(job.idleMs ?? 2000);
    done = true;
    return { status: 0, ms: performance.now() - start, firstByteMs: 0, bytes: 0 };
  }
  const res = await fetch(job.base + job.path, { headers: { cookie: job.cookie } });
  const chunks: Uint8Array[] = [];
  let firstByteMs = 0;
  for await (const chunk of res.body ?? []) {
    if (!firstByteMs) firstByteMs = performance.now() - start;
    chunks.push(chunk);
  }
  const ms = performance.now() - start;
  done = true;
  const bytes = Buffer.concat(chunks);
  if (job.saveTo) fs.writeFileSync(job.saveTo, bytes);
  return { status: res.status, ms, firstByteMs, bytes: bytes.length };
}

async function probe() {
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${job.base}/api/health`);
    await res.arrayBuffer();
    health.push(performance.now() - start);
    await sleep(5);
  }
}

const [pdf] = await Promise.all([download(), probe()]);
console.log(JSON.stringify({ ...pdf, health } satisfies ProbeResult));
