// The database: embedded PGlite under the data folder, or a PostgreSQL server when a URL is given.
// Both speak the same SQL; the rest of the server sees one Db type.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** The embedded database's files as one archive (PGlite only), to open copies of it quickly. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The advisory lock key held while migrating ("b2bm" in ASCII). */
const MIGRATION_LOCK = 0x6232626d;

/**
 * Opens PostgreSQL at `databaseUrl`, or PGlite in `pgliteDir` ('memory://' keeps it in memory),
 * starting from `pgliteSnapshot` when given.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir?: string;
  pgliteSnapshot?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Instances started together take turns: the next one finds the migrations applied.
      async migrate() {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(db as never, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          lock.release();
        }
      },
      ping: () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  // Durability (docs/decisions/011): PGlite's defaults answer a commit only after its WAL is
  // written through to the data folder's files, so acknowledged writes survive a killed process
  // (server/test/durability/crash.test.ts). It never fsyncs, though: after a power cut or an OS
  // crash only PostgreSQL keeps its promise. Do not relax synchronous_commit here.
  const client = await PGlite.create(dir, { loadDataDir: opts.pgliteSnapshot });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
