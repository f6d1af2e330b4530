// Budget: a fresh `npm start` serves within 60 s. Starts it the way a fresh clone would:
// no dist/web (so the web app is built), an empty temporary DATA_DIR (so the database is created,
// migrated and seeded) and a free port; polls /api/health and the landing page, prints the time and
// exits 1 when it is not serving in time. Leaves dist/web built, so later steps need not build again.
// FRESH_START_BUDGET_S overrides the 60 s (used to check that the script fails).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const budgetMs = Number(process.env.FRESH_START_BUDGET_S ?? 60) * 1000;

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string, check: (res: Response, body: string) => boolean): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return check(res, await res.text());
  } catch {
    return false;
  }
}

// npm runs a shell, which runs node: the whole process group goes, or a server would outlive the check.
function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-fresh-start-'));
fs.rmSync(path.join(root, 'dist', 'web'), { recursive: true, force: true });
const port = await freePort();
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
// A fresh clone runs on its embedded database.
delete env.DATABASE_URL;

console.log(`Fresh start: npm start in ${root} on port ${port}, empty DATA_DIR ${dataDir}`);
const started = performance.now();
const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
child.stdout?.on('data', (chunk) => {
  output += chunk;
});
child.stderr?.on('data', (chunk) => {
  output += chunk;
});

let serving = false;
const base = `http://127.0.0.1:${port}`;
while (performance.now() - started < budgetMs && child.exitCode === null) {
  serving =
    (await answers(`${base}/api/health`, (res) => res.ok)) &&
    (await answers(`${base}/`, (res, body) => res.ok && body.includes('<div id="root">')));
  if (serving) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const exited = child.exitCode;
stop(child);
await new Promise((resolve) => setTimeout(resolve, 500));
fs.rmSync(dataDir, { recursive: true, force: true });

if (serving) {
  console.log(`Fresh start: serving the app and /api/health after ${seconds} s (budget ${budgetMs / 1000} s): ok`);
} else {
  console.error(output.trim());
  console.error(
    exited !== null
      ? `Fresh start: npm start exited with code ${exited} after ${seconds} s without serving`
      : `Fresh start: not serving after ${seconds} s (budget ${budgetMs / 1000} s)`,
  );
  process.exit(1);
}
