// Builds the web app when dist/web is missing or older than any source it is built from.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The entry of the server's build of the first screens, relative to web/. */
export const FIRST_SCREEN_ENTRY = 'ssr/first-screen.tsx';

const SOURCES = ['web', 'core', 'vite.config.ts', 'scripts/precompress.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/** True when the built app, or its first screens for the server (dist/ssr), is older than its sources or absent. */
export function webBuildIsStale(root: string): boolean {
  const built = fs.statSync(path.join(root, 'dist/web/index.html'), { throwIfNoEntry: false });
  if (!built || !fs.existsSync(path.join(root, 'dist/ssr/first-screen.js'))) return true;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built.mtimeMs);
}

export function buildWebIfNeeded(root: string) {
  if (!webBuildIsStale(root)) return;
  console.log('Building the web app...');
  // The first screens the server draws (docs/decisions/051-first-screen-on-the-server.md) first:
  // the app's build is what marks the whole as fresh.
  for (const extra of [['--ssr', FIRST_SCREEN_ENTRY], []]) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...extra],
      // NODE_ENV=test (vitest) or development would build React's development code.
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) throw new Error('The web build failed');
  }
}
