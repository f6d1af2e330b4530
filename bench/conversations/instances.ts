// The bench's side of instance.ts: forking an app instance, asking it things over IPC, and plain
// JSON requests to it through a keep-alive agent.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { InstanceRequest } from './instance.ts';

export interface Instance {
  name: string;
  base: string;
  pid: number;
  call<T>(request: InstanceRequest): Promise<T>;
  /** Closes the app and waits for the process to end (killed after 10 s). */
  close(): Promise<void>;
}

/**
 * Forks instance.ts on `databaseUrl` and waits until it listens. With `profileDir`, the process
 * writes a CPU profile (.cpuprofile, open in Chrome DevTools) there when it closes.
 */
export async function startInstance(name: string, databaseUrl: string, profileDir?: string): Promise<Instance> {
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'instance.ts'), [], {
    execArgv: [
      '--expose-gc',
      ...(profileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`]
        : []),
    ],
    env: { ...process.env, BENCH_INSTANCE_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<{ base: string; pid: number }>((resolve, reject) => {
    child.on(
      'message',
      (m: { ready?: true; base: string; pid: number; id: number; result?: unknown; error?: string }) => {
        if (m.ready) return resolve(m);
        const p = pending.get(m.id);
        pending.delete(m.id);
        if (m.error) p?.reject(new Error(`instance ${name}: ${m.error}`));
        else p?.resolve(m.result);
      },
    );
    child.once('exit', (code) => {
      exited = true;
      const err = new Error(`instance ${name} exited (${code})`);
      reject(err);
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    });
  });
  const { base, pid } = await ready;
  const call = <T>(request: InstanceRequest) =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(new Error(`instance ${name} has exited`));
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, request });
    });
  return {
    name,
    base,
    pid,
    call,
    async close() {
      if (exited) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await call({ type: 'close' }).catch(() => {});
      await exit;
      clearTimeout(timer);
    },
  };
}

export interface Answer {
  status: number;
  body: string;
  /** When the request was handed to the socket layer and when its answer had fully arrived. */
  start: number;
  end: number;
}

/** Sends `body` as JSON and reads the whole answer. */
export function postJson(base: string, url: string, cookie: string, body: unknown, agent: http.Agent): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(
      `${base}${url}`,
      {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, start, end: performance.now() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
