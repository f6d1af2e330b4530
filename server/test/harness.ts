// A fresh app on a fresh database for each test file: in-memory PGlite by default, or a new
// database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (dropped after).
// Both start as copies of a database migrated once per run (the two *.setup.ts beside this file).
import fs from 'node:fs';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const onPostgres = () => process.env.TEST_DB === 'postgres';

/**
 * Creates a database named for this run on the TEST_DATABASE_URL server and returns its URL and a
 * dropper: an empty one, or with `migrated` a copy of the run's migrated template. Its commits do
 * not wait for the server's disk (`synchronous_commit = off`): a test's writes are as visible and
 * as transactional as ever, only a crash of PostgreSQL itself could lose the last ones, which no
 * test causes, and waiting for the disk made the run three times as long
 * (docs/decisions/026-test-run-speed.md).
 */
export async function freshPostgresDatabase({ migrated = false } = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return createScratchDatabase(adminUrl, 'b2b_test', migrated ? inject('postgresTemplate') : undefined, {
    synchronous_commit: 'off',
  });
}

/** The migrated PGlite database saved by pglite-snapshot.setup.ts for this run. */
function pgliteSnapshot() {
  return new Blob([fs.readFileSync(inject('pgliteSnapshotPath'))]);
}

/** Builds the app as main.ts does, on an empty migrated database; `options` add app options (a log stream, a web folder). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'logStream' | 'webDir' | 'firstScreenDir'> = {},
) {
  const pgDb = onPostgres() ? await freshPostgresDatabase({ migrated: true }) : undefined;
  const database = pgDb
    ? await openDatabase({ databaseUrl: pgDb.url })
    : await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: pgliteSnapshot() });
  await database.migrate();
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config: Config = {
    ...base,
    signInRateLimit: 1000,
    signUpRateLimit: 1000,
    // Tests run the notice jobs themselves, at the moment they choose (server/notices/run.ts).
    mail: { ...base.mail, forgotRateLimit: 1000, noticePollSeconds: 0 },
    ...overrides,
  };
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return Object.assign(app, {
    /** On PostgreSQL, the URL of this app's database, for a second instance's pool. */
    databaseUrl: pgDb?.url,
    async dispose() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  });
}
