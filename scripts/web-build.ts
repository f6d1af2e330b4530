// Builds the web app when dist/web is missing or older than any source it is built from.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['web', 'core', 'vite.config.ts', 'scripts/precompress.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/** True when the built app is older than its sources (or absent). */
export function webBuildIsStale(root: string): boolean {
  const built = fs.statSync(path.join(root, 'dist/web/index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built.mtimeMs);
}

export function buildWebIfNeeded(root: string) {
  if (!webBuildIsStale(root)) return;
  console.log('Building the web app...');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The web build failed');
}
