// Moving off the embedded database (docs/decisions/045-outgrowing-the-embedded-database.md): the
// whole database in DATA_DIR/pglite (every project with its people, meetings, requests, deals,
// messages, files' records, accounts and sessions) goes into an empty PostgreSQL database through
// the backup and restore, and is then read back and compared with what was written, table by table.
// Uploaded files stay where they are (DATA_DIR/uploads, or the S3 bucket).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { BackupError, backup, dumpDigests, embeddedDatabaseInUse, restore } from './backups.ts';

export interface MoveResult {
  /** The dump of the embedded database the move was made from, kept in BACKUP_DIR. */
  backupFile: string;
  /** Rows moved, per table. */
  tables: Record<string, number>;
  /** Seconds taken by each step. */
  seconds: { backup: number; restore: number; check: number };
}

/** The URL without its password, for messages. */
export function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

/** Tables of the target's public schema that hold at least one row. */
async function tablesWithRows(database: Database): Promise<string[]> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const filled: string[] = [];
  for (const { name } of tables) {
    const [{ any }] = await rows<{ any: boolean }>(
      sql.raw(`select exists (select 1 from "${name.replaceAll('"', '""')}") as any`),
    );
    if (any) filled.push(name);
  }
  return filled;
}

/** Up to five names, then how many more. */
const namesOf = (names: string[]) =>
  names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');

const since = (start: number) => Math.round((performance.now() - start) / 100) / 10;

/**
 * Copies the embedded database of `config.dataDir` into the empty PostgreSQL database at
 * `targetUrl` and checks the copy. Refuses (BackupError, nothing written) when the embedded database
 * is missing or open in another process, or the target cannot be reached or holds any row.
 */
export async function moveToPostgres(config: Config, targetUrl: string): Promise<MoveResult> {
  if (!/^postgres(ql)?:\/\//.test(targetUrl)) {
    throw new BackupError('Give the PostgreSQL database as a URL: postgres://user:password@host:5432/database');
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${config.dataDir}: nothing to move`);
  }
  if (embeddedDatabaseInUse(pgliteDir)) {
    throw new BackupError('Stop the server first: the embedded database is in use; nothing was moved');
  }

  const target = await openDatabase({ databaseUrl: targetUrl });
  try {
    try {
      await target.db.execute(sql`select 1`);
    } catch (err) {
      // Drizzle wraps the driver's error; its cause says why (refused, no such database, password).
      const cause = (err as Error).cause as Error | undefined;
      throw new BackupError(`Cannot reach ${withoutPassword(targetUrl)}: ${(cause ?? (err as Error)).message}`);
    }
    const filled = await tablesWithRows(target);
    if (filled.length) {
      throw new BackupError(
        `The PostgreSQL database is not empty (rows in ${namesOf(filled)}); nothing was moved. ` +
          'Move into a new, empty database (createdb b2b).',
      );
    }

    let start = performance.now();
    const source = await openDatabase({ pgliteDir });
    let made: Awaited<ReturnType<typeof backup>>;
    try {
      await source.migrate();
      made = await backup(config, source, { uploads: false });
    } finally {
      await source.close();
    }
    const backupSeconds = since(start);

    start = performance.now();
    await target.migrate();
    await restore(config, made.file, target, { uploads: false });
    const restoreSeconds = since(start);

    // Read back: the copy's own dump must hold the same rows as the embedded database's.
    start = performance.now();
    const checkDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-move-check-'));
    try {
      const copy = await backup({ ...config, backupDir: checkDir }, target, { uploads: false });
      const [want, got] = await Promise.all([dumpDigests(made.file), dumpDigests(copy.file)]);
      const differ = Object.keys({ ...want, ...got }).filter((t) => want[t]?.digest !== got[t]?.digest);
      if (differ.length) {
        throw new BackupError(
          `The copy in PostgreSQL differs from the embedded database in ${differ.join(', ')}. ` +
            'The embedded database is unchanged; empty the PostgreSQL database before trying again.',
        );
      }
    } finally {
      fs.rmSync(checkDir, { recursive: true, force: true });
    }
    return {
      backupFile: made.file,
      tables: made.tables,
      seconds: { backup: backupSeconds, restore: restoreSeconds, check: since(start) },
    };
  } finally {
    await target.close();
  }
}
