// Test helpers for backups: a config whose data and backup folders are fresh temporary folders,
// and the whole database's content as comparable text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { tablesInDependencyOrder } from '../services/backups.ts';
import type { TestApp } from './harness.ts';

/** The app's config with DATA_DIR and BACKUP_DIR in a new temporary folder (removed by `cleanup`). */
export function backupConfig(app: TestApp) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-backups-'));
  const config = { ...app.config, dataDir: path.join(root, 'data'), backupDir: path.join(root, 'backups') };
  fs.mkdirSync(config.dataDir, { recursive: true });
  return { config, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** Every table's rows as sorted JSON text: two equal snapshots mean equal data. */
export async function databaseContent(app: TestApp): Promise<Record<string, string[]>> {
  const content: Record<string, string[]> = {};
  for (const table of tablesInDependencyOrder()) {
    const result = await app.db.execute(sql.raw(`select row_to_json(t)::text as j from "${table}" t`));
    content[table] = (result as unknown as { rows: { j: string }[] }).rows.map((r) => r.j).sort();
  }
  return content;
}

/** Row counts per table. */
export const rowCounts = (content: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(content).map(([t, rows]) => [t, rows.length]));
