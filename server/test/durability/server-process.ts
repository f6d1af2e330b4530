// The real server as a child process (`node server/main.ts`), for tests that kill it
// or run several of it: in-process apps cannot be SIGKILLed and share one process's memory.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPostgresDatabase } from '../harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// A bound for a hung start, not a speed check: on a machine busy with other work, a new embedded
// database (made in a child process first, server/prepare-database.ts) took over 45 s.
const START_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr, to explain a failure. */
  stderr(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly stop of main.ts. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts server/main.ts with `env` added to ours and resolves once /api/health answers ok. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO: 'false',
      SIGN_IN_RATE_LIMIT: '100000',
      SIGN_UP_RATE_LIMIT: '100000',
      TRANSCRIBE_ENGINE: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const signal = async (sig: NodeJS.Signals) => {
    if (!gone()) child.kill(sig);
    await exited;
  };
  const server: ServerProcess = {
    base,
    child,
    stderr: () => stderr,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`server exited while starting:\n${stderr}`);
    const health = await fetch(`${base}/api/health`).then(
      (res) => (res.ok ? res.json() : null),
      () => null,
    );
    if (health?.ok && health.database) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${stderr}`);
}

/** Signs up through the API and answers the new user's id. */
export async function signUp(base: string, email: string, password: string, role = 'buyer') {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, role, full_name: 'Durable User' }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** Signs in through the API; answers the user's id and the Cookie header of the session. */
export async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('sign-in set no cookie');
  const { user } = (await res.json()) as { user: { id: string } };
  return { id: user.id, cookie: sid.split(';')[0] };
}

/** Where the server keeps its data: a fresh PostgreSQL database, or a fresh PGlite folder. */
export async function dataPlace() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-crash-'));
  const pgDb = process.env.TEST_DB === 'postgres' ? await freshPostgresDatabase() : undefined;
  return {
    env: { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) },
    async remove() {
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
