// Server memory at idle (docs/decisions/045-outgrowing-the-embedded-database.md): starts the server
// as `npm start` does (embedded database, demo mode) in a fresh data folder, lets it settle, and
// reads its resident memory (RSS) from /proc; then restarts it on the same folder (the usual start:
// the demo is already there) and reads it again. Beside RSS: the peak during start-up, V8's heap,
// and the embedded database's WebAssembly memory (its size and how much of it is resident), from
// a probe loaded into the server (probe.ts). Prints a table and writes bench/results/memory.json
// (or BENCH_RESULTS). Goal: <= 300 MB after settling. Linux only (/proc).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from '../../scripts/web-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Seconds after the server first answers at which RSS is read "just started". */
const STARTED_SECONDS = 10;
/**
 * Seconds the server is left alone after it answers, before RSS is read "settled": V8 gives back
 * the heap a start-up grew only once it has seen the process idle for a while.
 */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 120);
const GOAL_MB = 300;
const MB = 1024 * 1024;

interface Probe {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasmMemories: number[];
}

interface Row {
  start: string;
  /** RSS STARTED_SECONDS after the server first answered. */
  startedRssMb: number;
  /** RSS after SETTLE_SECONDS of idle: the figure judged. */
  rssMb: number;
  peakMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  wasmMb: number;
  wasmResidentMb: number;
  /** Resident memory of the process's C/C++ allocator (glibc's [heap] mapping). */
  mallocMb: number;
}

const mb = (bytes: number) => Math.round(bytes / MB);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** kB figures of /proc/PID/status. */
function status(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const m = /^(\w+):\s+(\d+) kB/.exec(line);
    if (m) out[m[1]] = Number(m[2]);
  }
  return out;
}

/** Each mapping's name, size and resident kB from /proc/PID/smaps. */
function mappings(pid: number) {
  const list: { name: string; sizeKb: number; rssKb: number }[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) list.push({ name: head[1], sizeKb: 0, rssKb: 0 });
    const size = /^Size:\s+(\d+) kB/.exec(line);
    if (size) list[list.length - 1].sizeKb = Number(size[1]);
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) list[list.length - 1].rssKb = Number(rss[1]);
  }
  return list;
}

async function waitUntilServing(url: string, child: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer within 3 minutes');
}

/** Starts the server on `dataDir`, lets it settle, and reads its memory. */
async function measure(label: string, dataDir: string): Promise<Row> {
  const port = await freePort();
  const probeFile = path.join(dataDir, '..', 'probe.json');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DEMO: 'true',
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    MEMORY_PROBE_FILE: probeFile,
  };
  // The embedded database, whatever the shell says.
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--import', path.join(import.meta.dirname, 'probe.ts'), path.join(root, 'server/main.ts')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const pid = child.pid as number;
  try {
    await waitUntilServing(`http://127.0.0.1:${port}`, child);
    await new Promise((r) => setTimeout(r, STARTED_SECONDS * 1000));
    const startedRssKb = status(pid).VmRSS;
    await new Promise((r) => setTimeout(r, (SETTLE_SECONDS - STARTED_SECONDS) * 1000));
    fs.rmSync(probeFile, { force: true });
    child.kill('SIGUSR2');
    while (!fs.existsSync(probeFile)) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 100));
    const probe = JSON.parse(fs.readFileSync(probeFile, 'utf8')) as Probe;
    const s = status(pid);
    const maps = mappings(pid);
    // The WebAssembly memory is the read-write mapping of exactly its size (the rest of its
    // reservation is inaccessible guard space).
    const wasmResidentKb = probe.wasmMemories
      .map((bytes) => maps.find((m) => m.sizeKb * 1024 === bytes)?.rssKb ?? 0)
      .reduce((a, b) => a + b, 0);
    return {
      start: label,
      startedRssMb: Math.round(startedRssKb / 1024),
      rssMb: Math.round(s.VmRSS / 1024),
      peakMb: Math.round(s.VmHWM / 1024),
      heapUsedMb: mb(probe.heapUsed),
      heapTotalMb: mb(probe.heapTotal),
      wasmMb: mb(probe.wasmMemories.reduce((a, b) => a + b, 0)),
      wasmResidentMb: Math.round(wasmResidentKb / 1024),
      mallocMb: Math.round(maps.filter((m) => m.name === '[heap]').reduce((a, m) => a + m.rssKb, 0) / 1024),
    };
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

buildWebIfNeeded(root);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
const dataDir = path.join(work, 'data');
try {
  const rows = [
    await measure('first start (seeds the demo)', dataDir),
    await measure('restart (demo already there)', dataDir),
  ];
  console.log(`\nServer memory at idle (embedded database, demo; goal <= ${GOAL_MB} MB)`);
  console.log(
    `| Start | RSS after ${SETTLE_SECONDS} s | RSS after ${STARTED_SECONDS} s | Peak RSS | V8 heap used / total | Database WASM memory / resident | malloc heap |`,
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: |');
  for (const r of rows) {
    console.log(
      `| ${r.start} | ${r.rssMb} MB | ${r.startedRssMb} MB | ${r.peakMb} MB | ${r.heapUsedMb} / ${r.heapTotalMb} MB | ${r.wasmMb} / ${r.wasmResidentMb} MB | ${r.mallocMb} MB |`,
    );
  }
  const out = process.env.BENCH_RESULTS ?? path.join(root, 'bench/results/memory.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, settleSeconds: SETTLE_SECONDS, goalMb: GOAL_MB, rows }, null, 2)}\n`,
  );
  if (rows.some((r) => r.rssMb > GOAL_MB)) process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
