// A whole event crosses between the embedded database and PostgreSQL through the backup and
// restore, both ways, with every row of every table; and `npm run move-to-postgres` does so from
// a data folder, refusing a target that holds rows or an embedded database the server has open.
// Needs both databases at once, so it runs with the PostgreSQL tests (TEST_DB=postgres).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { fillEveryTable } from '../test/every-table-fixture.ts';
import { freshPostgresDatabase } from '../test/harness.ts';
import { BackupError, backup, dumpDigests, restore, tablesInDependencyOrder } from './backups.ts';
import { moveToPostgres } from './move-to-postgres.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('a whole event between the embedded database and PostgreSQL (PostgreSQL only)', () => {
  let root: string;
  const config = () => ({
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    dataDir: path.join(root, 'data'),
    backupDir: path.join(root, 'backups'),
  });
  const cleanups: (() => Promise<unknown>)[] = [];

  const freshPostgres = async () => {
    const scratch = await freshPostgresDatabase();
    const database = await openDatabase({ databaseUrl: scratch.url });
    cleanups.push(() => database.close().then(scratch.drop));
    await database.migrate();
    return { database, url: scratch.url };
  };
  const freshPglite = async (pgliteDir = 'memory://') => {
    const database = await openDatabase({ pgliteDir });
    await database.migrate();
    return database;
  };

  /** The tables the database itself has (its catalog), apart from the migrations' bookkeeping. */
  const catalogTables = async (database: Database) =>
    (
      (await database.db.execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )) as unknown as { rows: { name: string }[] }
    ).rows
      .map((r) => r.name)
      .sort();

  /** Backs `from` up, restores it into `to`, backs `to` up, and returns both dumps' digests. */
  const roundTrip = async (from: Database, to: Database) => {
    const first = await backup(config(), from, { uploads: false });
    await restore(config(), first.file, to, { uploads: false });
    const second = await backup(config(), to, { uploads: false });
    return { first, want: await dumpDigests(first.file), got: await dumpDigests(second.file) };
  };

  /** Every table of the schema and of the database's catalog is in the dump, none empty. */
  const expectEveryTable = async (database: Database, digests: Record<string, { rows: number }>) => {
    const schemaTables = [...tablesInDependencyOrder()].sort();
    expect(Object.keys(digests).sort()).toEqual(schemaTables);
    expect(await catalogTables(database)).toEqual(schemaTables);
    const empty = Object.entries(digests).filter(([, d]) => d.rows === 0);
    expect(empty.map(([t]) => t)).toEqual([]);
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-move-'));
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('embedded -> PostgreSQL: the copy dumps to the same rows, table by table', async () => {
    const pglite = await freshPglite();
    cleanups.push(() => pglite.close());
    await fillEveryTable(pglite.db);
    const { database: postgres } = await freshPostgres();

    const { want, got } = await roundTrip(pglite, postgres);
    await expectEveryTable(pglite, want);
    await expectEveryTable(postgres, got);
    expect(got).toEqual(want);
  });

  it('PostgreSQL -> embedded: the copy dumps to the same rows, table by table', async () => {
    const { database: postgres } = await freshPostgres();
    await fillEveryTable(postgres.db);
    const pglite = await freshPglite();
    cleanups.push(() => pglite.close());

    const { want, got } = await roundTrip(postgres, pglite);
    await expectEveryTable(postgres, want);
    expect(got).toEqual(want);
  });

  it('moves a data folder into an empty PostgreSQL database and then refuses to move into it again', async () => {
    const pgliteDir = path.join(config().dataDir, 'pglite');
    const embedded = await freshPglite(pgliteDir);
    await fillEveryTable(embedded.db);
    await embedded.close();
    const { database: postgres, url } = await freshPostgres();

    const moved = await moveToPostgres(config(), url);
    expect(Object.keys(moved.tables).sort()).toEqual([...tablesInDependencyOrder()].sort());
    expect(Object.values(moved.tables).every((n) => n > 0)).toBe(true);
    const check = await backup(config(), postgres, { uploads: false });
    expect(await dumpDigests(check.file)).toEqual(await dumpDigests(moved.backupFile));

    await expect(moveToPostgres(config(), url)).rejects.toThrow(BackupError);
    await expect(moveToPostgres(config(), url)).rejects.toThrow(/not empty \(rows in .*\); nothing was moved/);
  });

  it('refuses while another process has the embedded database open, and when there is none', async () => {
    const held = { ...config(), dataDir: path.join(root, 'held') };
    const pgliteDir = path.join(held.dataDir, 'pglite');
    fs.mkdirSync(held.dataDir, { recursive: true });
    const { url } = await freshPostgres();
    // A second process making and holding an embedded database open, as a running server does.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { PGlite } from '@electric-sql/pglite';
         await PGlite.create(${JSON.stringify(pgliteDir)});
         console.log('open');
         setInterval(() => {}, 1000);`,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (d: Buffer) => d.toString().includes('open') && resolve());
        holder.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
      });
      await expect(moveToPostgres(held, url)).rejects.toThrow(/Stop the server first/);
    } finally {
      holder.kill();
    }
    const elsewhere = { ...config(), dataDir: path.join(root, 'no-data') };
    await expect(moveToPostgres(elsewhere, url)).rejects.toThrow(/no embedded database/);
    await expect(moveToPostgres(config(), 'mysql://x')).rejects.toThrow(/as a URL/);
  });
});
