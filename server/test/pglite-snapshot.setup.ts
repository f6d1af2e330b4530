// Vitest global setup for the PGlite API tests: migrate one embedded database once per run and
// save it, so each test file opens a copy (~0.5 s) instead of creating and migrating (~2.5 s).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const snapshot = await (database.snapshot as () => Promise<Blob>)();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-pglite-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
