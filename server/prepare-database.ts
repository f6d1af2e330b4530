// The database made ready to serve: opened, migrated and, in demo mode, given the demo event. Run
// as a script (`node server/prepare-database.ts`, same environment as the server) it does that and
// closes the database again, which is how main.ts creates a new embedded database: in a child
// process. PGlite's initdb and the first migrations and seed grow the C allocator's heaps of the
// process that runs them by about 90 MB that the allocator keeps for good; in a child process that
// memory goes when it exits, and the server opens the finished database as on any restart
// (docs/decisions/045-outgrowing-the-embedded-database.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from './auth/password.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/demo-seed.ts';

const pgliteDir = (config: Config) => path.join(config.dataDir, 'pglite');

/** Opens the database `config` names, migrates it and, in demo mode, seeds it when it is empty. */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDir(config) });
  await database.migrate();
  if (config.demo) await seedDemoIfEmpty(database.db, hashPassword);
  return database;
}

/** True when `config` names the embedded database and its data folder holds none yet. */
export function embeddedDatabaseIsNew(config: Config): boolean {
  return !config.databaseUrl && !fs.existsSync(path.join(pgliteDir(config), 'PG_VERSION'));
}

/** Runs this file in a child process with this process's Node options and environment. */
export function prepareInChildProcess(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

if (import.meta.main) {
  const database = await prepareDatabase(loadConfig());
  await database.close();
}
