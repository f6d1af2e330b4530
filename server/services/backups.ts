// Backups: a logical dump of every table, the same on PGlite and PostgreSQL, plus a copy
// of the uploaded files. `npm run backup` / `npm run restore -- FILE` call these.
//
// The dump is JSON Lines: one header line (format, schema version, row counts), then per table, in
// foreign-key order, a line { "b2b-table": name, "rows": n } and its n rows as PostgreSQL's own
// row_to_json text. Rows go back through json_populate_recordset without being parsed in
// JavaScript, so numerics, dates, times, arrays and jsonb come back exactly as they were.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../config.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { fileLines } from './file-lines.ts';

const FORMAT = 'b2b-backup';
const FORMAT_VERSION = 1;
const EXT = 'jsonl';
const CHUNK_ROWS = 500;
const journalFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations/meta/_journal.json');

/** A refusal with a message meant for the person running the script. */
export class BackupError extends Error {}

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  /** The last migration applied to the database that was dumped: restore needs the same. */
  migration: string;
  at: string;
  database: Database['kind'];
  /** Whether the uploads folder was copied beside the dump. */
  uploads: boolean;
  tables: Record<string, number>;
}

export interface BackupResult {
  file: string;
  at: string;
  tables: Record<string, number>;
  /** Files copied from the uploads folder; null when there was none to copy. */
  uploadedFiles: number | null;
}

/** What a backup or restore does beyond the database. */
export interface FilesOption {
  /** Whether the uploads folder is copied too (default true). */
  uploads?: boolean;
}

export interface RestoreResult {
  file: string;
  /** When the restored backup was made. */
  at: string;
  tables: Record<string, number>;
  /** Files put back into the uploads folder; null when the backup had none. */
  uploadedFiles: number | null;
}

// --- Tables ---

interface TableInfo {
  name: string;
  dependsOn: Set<string>;
}

/** Every table of the schema, each after the tables its foreign keys point to. */
export function tablesInDependencyOrder(): string[] {
  const infos: TableInfo[] = (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => {
      const c = getTableConfig(t);
      const dependsOn = new Set(c.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name));
      dependsOn.delete(c.name);
      return { name: c.name, dependsOn };
    });
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < infos.length) {
    const next = infos.find((t) => !placed.has(t.name) && [...t.dependsOn].every((d) => placed.has(d)));
    if (!next) throw new Error('The schema has a foreign-key cycle between tables');
    ordered.push(next.name);
    placed.add(next.name);
  }
  return ordered;
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

type Executor = Pick<Db, 'execute'>;

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer raw SQL with { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tag of the last migration applied to the database (from drizzle's own bookkeeping). */
export async function appliedMigration(db: Executor): Promise<string> {
  const rows = await rowsOf<{ when: string }>(
    db,
    sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  ).catch(() => []);
  const when = rows[0]?.when;
  if (!when) throw new BackupError('The database has not been migrated yet');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { when: number; tag: string }[] };
  return journal.entries.find((e) => String(e.when) === when)?.tag ?? `migration-${when}`;
}

// --- Files ---

const stampOf = (at: Date) => at.toISOString().replaceAll(':', '-');
const NAME = /^b2b-(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2}(?:\.\d+)?Z)\.jsonl$/;
const uploadsDir = (config: Config) => path.join(config.dataDir, 'uploads');
/** The folder beside a dump that holds its copy of the uploads. */
const filesDirOf = (file: string) => file.replace(/\.jsonl$/, '');

/** The newest backup in the backup folder, or null when there is none. */
export async function lastBackup(config: Config): Promise<{ file: string; at: string } | null> {
  const names = await fs.promises.readdir(config.backupDir).catch(() => [] as string[]);
  const newest = names
    .filter((n) => NAME.test(n))
    .sort()
    .at(-1);
  if (!newest) return null;
  const [, day, minutes, seconds] = NAME.exec(newest) as RegExpExecArray;
  return { file: path.join(config.backupDir, newest), at: `${day}:${minutes}:${seconds}` };
}

async function countFiles(dir: string): Promise<number> {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

// --- The embedded database ---

/**
 * True when another process has the embedded database open. PGlite writes postmaster.pid while
 * open (with a fake pid) and removes it on close; a file left by a crash is told apart, on Linux,
 * by nobody holding files of the folder open.
 */
export function embeddedDatabaseInUse(pgliteDir: string): boolean {
  if (!fs.existsSync(path.join(pgliteDir, 'postmaster.pid'))) return false;
  if (!fs.existsSync('/proc/self/fd')) return true;
  const prefix = `${fs.realpathSync(pgliteDir)}/`;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix)) return true;
      } catch {}
    }
  }
  return false;
}

/** Opens the configured database for a script, refusing when the server holds the embedded one. */
async function withDatabase<T>(config: Config, mustExist: boolean, fn: (database: Database) => Promise<T>) {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl) {
    if (mustExist && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${config.dataDir}`);
    }
    if (embeddedDatabaseInUse(pgliteDir)) {
      throw new BackupError('Stop the server first: the embedded database is in use');
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    await database.migrate();
    return await fn(database);
  } finally {
    await database.close();
  }
}

// --- Backup ---

/**
 * Writes BACKUP_DIR/b2b-<timestamp>.jsonl from one consistent snapshot of the database, and copies
 * DATA_DIR/uploads into the folder of the same name. Opens the configured database unless given one.
 */
export async function backup(config: Config, database?: Database, options: FilesOption = {}): Promise<BackupResult> {
  if (!database) return withDatabase(config, true, (d) => backup(config, d, options));
  const at = new Date();
  const file = path.join(config.backupDir, `b2b-${stampOf(at)}.${EXT}`);
  const partial = `${file}.partial`;
  await fs.promises.mkdir(config.backupDir, { recursive: true });

  const tables = tablesInDependencyOrder();
  const dumped = await database.db.transaction(
    async (tx) => {
      const migration = await appliedMigration(tx);
      // Times with a time zone are written in UTC whatever the server's setting, so two dumps of the
      // same data are the same text on any database (the move to PostgreSQL compares them).
      await tx.execute(sql`set local timezone to 'UTC'`);
      const out: { name: string; rows: string[] }[] = [];
      for (const name of tables) {
        const rows = await rowsOf<{ j: string }>(tx, sql`select row_to_json(t)::text as j from ${ident(name)} t`);
        out.push({ name, rows: rows.map((r) => r.j) });
      }
      return { migration, out };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const uploads = uploadsDir(config);
  const copyUploads = options.uploads !== false && !config.s3 && fs.existsSync(uploads);
  const header: BackupHeader = {
    format: FORMAT,
    version: FORMAT_VERSION,
    migration: dumped.migration,
    at: at.toISOString(),
    database: database.kind,
    uploads: copyUploads,
    tables: Object.fromEntries(dumped.out.map((t) => [t.name, t.rows.length])),
  };
  const handle = await fs.promises.open(partial, 'w');
  try {
    await handle.write(`${JSON.stringify(header)}\n`);
    for (const t of dumped.out) {
      await handle.write(`${JSON.stringify({ 'b2b-table': t.name, rows: t.rows.length })}\n`);
      for (let i = 0; i < t.rows.length; i += CHUNK_ROWS) {
        await handle.write(`${t.rows.slice(i, i + CHUNK_ROWS).join('\n')}\n`);
      }
    }
  } finally {
    await handle.close();
  }

  let uploadedFiles: number | null = null;
  if (copyUploads) {
    await fs.promises.cp(uploads, filesDirOf(file), { recursive: true });
    uploadedFiles = await countFiles(filesDirOf(file));
  }
  // Renamed last, so a half-written backup is never the "last backup".
  await fs.promises.rename(partial, file);
  return { file, at: header.at, tables: header.tables, uploadedFiles };
}

// --- Restore ---

function parseHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = line ? JSON.parse(line) : undefined;
  } catch {}
  if (header?.format !== FORMAT || typeof header.tables !== 'object') {
    throw new BackupError('This file is not a backup made by npm run backup');
  }
  if (header.version !== FORMAT_VERSION) {
    throw new BackupError(`This backup has format version ${header.version}; this version reads ${FORMAT_VERSION}`);
  }
  return header as BackupHeader;
}

/**
 * Replaces every row of every table with the dump's, in one transaction (nothing changes when any
 * step fails), then puts the backed-up uploads back. Refuses a dump of another schema version.
 */
export async function restore(
  config: Config,
  file: string,
  database?: Database,
  options: FilesOption = {},
): Promise<RestoreResult> {
  const resolved = path.resolve(file);
  if (!fs.existsSync(resolved)) throw new BackupError(`No such backup: ${resolved}`);
  if (!database) return withDatabase(config, false, (d) => restore(config, resolved, d, options));

  const next = fileLines(resolved);
  const readLine = async () => {
    const r = await next.next();
    return r.done ? undefined : (r.value as string);
  };
  try {
    const header = parseHeader(await readLine());
    const tables = tablesInDependencyOrder();
    const dumpedTables = Object.keys(header.tables);
    const unknown = dumpedTables.filter((t) => !tables.includes(t));
    const missing = tables.filter((t) => !dumpedTables.includes(t));
    if (unknown.length || missing.length) {
      throw new BackupError(
        `This backup's tables do not match this version (${[...unknown, ...missing].join(', ')}); nothing was restored`,
      );
    }

    const restored = await database.db.transaction(async (tx) => {
      const migration = await appliedMigration(tx);
      if (migration !== header.migration) {
        throw new BackupError(
          `This backup is of schema version ${header.migration}, the database is at ${migration}; nothing was restored`,
        );
      }
      for (const name of [...tables].reverse()) await tx.execute(sql`delete from ${ident(name)}`);
      const counts: Record<string, number> = {};
      for (let i = 0; i < dumpedTables.length; i++) {
        const marker = JSON.parse((await readLine()) ?? 'null') as { 'b2b-table': string; rows: number } | null;
        if (!marker || !tables.includes(marker['b2b-table'])) throw new BackupError('The backup file is damaged');
        const name = marker['b2b-table'];
        let chunk: string[] = [];
        const flush = async () => {
          if (!chunk.length) return;
          const json = `[${chunk.join(',')}]`;
          await tx.execute(
            sql`insert into ${ident(name)} select * from json_populate_recordset(null::${ident(name)}, ${json}::json)`,
          );
          chunk = [];
        };
        for (let r = 0; r < marker.rows; r++) {
          const row = await readLine();
          if (row === undefined) throw new BackupError('The backup file ends too early: it is damaged');
          chunk.push(row);
          if (chunk.length === CHUNK_ROWS) await flush();
        }
        await flush();
        counts[name] = marker.rows;
      }
      return counts;
    });

    let uploadedFiles: number | null = null;
    const saved = filesDirOf(resolved);
    if (options.uploads !== false && header.uploads && !config.s3 && fs.existsSync(saved)) {
      // Copied next to the live folder first, then swapped in, so a failed copy leaves it whole.
      const uploads = uploadsDir(config);
      const incoming = `${uploads}.restoring`;
      await fs.promises.rm(incoming, { recursive: true, force: true });
      await fs.promises.cp(saved, incoming, { recursive: true });
      await fs.promises.rm(uploads, { recursive: true, force: true });
      await fs.promises.rename(incoming, uploads);
      uploadedFiles = await countFiles(uploads);
    }
    return { file: resolved, at: header.at, tables: restored, uploadedFiles };
  } finally {
    await next.return(undefined);
  }
}

// --- Comparing dumps ---

/**
 * Each table's rows in a dump, as one digest of its sorted row texts: two dumps of the same data
 * have the same digests, whatever order the database returned the rows in.
 */
export async function dumpDigests(file: string): Promise<Record<string, { rows: number; digest: string }>> {
  const lines = fileLines(file);
  const next = async () => {
    const r = await lines.next();
    if (r.done) throw new BackupError('The backup file ends too early: it is damaged');
    return r.value as string;
  };
  try {
    const header = parseHeader(await next());
    const digests: Record<string, { rows: number; digest: string }> = {};
    for (let t = 0; t < Object.keys(header.tables).length; t++) {
      const marker = JSON.parse(await next()) as { 'b2b-table': string; rows: number };
      const rows: string[] = [];
      for (let r = 0; r < marker.rows; r++) rows.push(await next());
      const hash = createHash('sha256');
      for (const row of rows.sort()) hash.update(row).update('\n');
      digests[marker['b2b-table']] = { rows: rows.length, digest: hash.digest('hex') };
    }
    return digests;
  } finally {
    await lines.return(undefined);
  }
}
