// App instances as separate processes (`node server/main.ts`), all on one PostgreSQL database, as
// a deployment with more than one instance runs them. Resolves once each answers its health check.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MAIN = path.join(import.meta.dirname, '..', '..', 'server', 'main.ts');

export interface Instances {
  urls: string[];
  stop(): Promise<void>;
}

export async function startInstances(
  databaseUrl: string,
  ports: number[],
  env: Record<string, string> = {},
): Promise<Instances> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flagship-instance-'));
  const children: ChildProcess[] = ports.map((port) =>
    spawn(process.execPath, [MAIN], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO: 'false',
        // The notice jobs stay off: the bench queues what it measures itself.
        NOTICE_POLL_SECONDS: '0',
        ...env,
      },
    }),
  );
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const instances: Instances = {
    urls,
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // A busy 2-core machine can take a minute or more to start an instance.
  const deadline = Date.now() + 300_000;
  for (const url of urls) {
    for (;;) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {}
      if (Date.now() > deadline) {
        await instances.stop();
        throw new Error(`instance ${url} did not start`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return instances;
}
