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
import { ChangeCounter, changedNothing, mayChangeData, mayChangeIdentity } from './change-counter.ts';
import { analyzeWhileOpen } from './pglite-analyze.ts';
import { withPreparedStatements } from './pglite-statements.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Counts statements that may have changed data, so caches know when to forget. */
  changes: ChangeCounter;
  /** Applies every pending migration. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** The embedded database's files as one archive (PGlite only), to open copies of it quickly. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/**
 * The embedded database's memory (docs/decisions/045-outgrowing-the-embedded-database.md): its
 * shared buffers live in the app's own memory and, once touched, stay resident for good (a
 * WebAssembly memory never shrinks). PostgreSQL's 128 MB default held about 125 MB of the idle
 * server's 407 MB for a demo event of a few megabytes; pages not in the buffers are read from the
 * operating system's file cache. One process is the only client, so it needs few connection slots.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'max_connections=5'];
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
  const changes = new ChangeCounter();
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, Client: countingClient(changes) });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      changes,
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
  const pglite = await PGlite.create(dir, {
    loadDataDir: opts.pgliteSnapshot,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
  // A new 16 MB WAL file is written full of zeros first by default: in PGlite that runs on the
  // app's thread and held every request up for 300-500 ms once per some 6,000 writes
  // (docs/decisions/010). Zeros buy nothing here: PGlite never fsyncs (above).
  await pglite.exec('set wal_init_zero = off');
  const client = countPgliteChanges(withPreparedStatements(pglite), changes);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const stopAnalyzing = analyzeWhileOpen(client);
  return {
    db,
    kind: 'pglite',
    changes,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    snapshot: () => client.dumpDataDir('none'),
    close: () => {
      stopAnalyzing();
      return client.close();
    },
  };
}

/**
 * A node-postgres client class that counts each finished statement that may change data (a
 * commit included) in `changes`, before its caller sees the result. The pool runs every
 * statement, inside transactions or not, on such a client.
 */
function countingClient(changes: ChangeCounter) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  class CountingClient extends pg.Client {}
  Object.defineProperty(CountingClient.prototype, 'query', {
    value(this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { text?: string } | undefined;
      const text = typeof config === 'string' ? config : config?.text;
      if (!mayChangeData(text)) return query.apply(this, args);
      const identity = mayChangeIdentity(text);
      const last = args.length - 1;
      const callback = args[last];
      const count = (res: unknown) => {
        if (!changedNothing(text, (res as pg.QueryResult | undefined)?.rowCount)) changes.changed(identity);
      };
      if (typeof callback === 'function') {
        args[last] = (err: unknown, res: unknown) => {
          count(err ? undefined : res);
          callback(err, res);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, args);
      if (!(result instanceof Promise)) return result;
      return result.then(
        (res) => {
          count(res);
          return res;
        },
        (err) => {
          count(undefined);
          throw err;
        },
      );
    },
  });
  return CountingClient;
}

/**
 * Counts PGlite's statements that may change data in `changes`: single statements when they
 * finish, transactions when they end (their statements are invisible to others until then).
 */
function countPgliteChanges(client: PGlite, changes: ChangeCounter) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: never[]) => {
    const result = query(text, ...rest);
    if (!mayChangeData(text)) return result;
    const count = (rowsChanged?: number) => {
      if (!changedNothing(text, rowsChanged)) changes.changed(mayChangeIdentity(text));
    };
    return result.then(
      (res) => {
        count(res.affectedRows);
        return res;
      },
      (err) => {
        count();
        throw err;
      },
    );
  }) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    exec(...args).finally(() => changes.changed())) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    transaction(...args).finally(() => changes.changed())) as PGlite['transaction'];
  return client;
}
