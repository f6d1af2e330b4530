// System Information measured, never static: version, database, storage, backup.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { lastBackup } from '../../services/backups.ts';

const packageJson = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');

let version: string | undefined;
/** The version field of the project's package.json, read once. */
export async function appVersion(): Promise<string> {
  version ??= (JSON.parse(await fs.readFile(packageJson, 'utf8')) as { version: string }).version;
  return version;
}

/** Total size of the files under `dir`, recursively; 0 when it does not exist. */
export async function folderBytes(dir: string): Promise<number> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  const sizes = await Promise.all(
    entries.map(async (e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return folderBytes(p);
      if (e.isFile()) return (await fs.stat(p)).size;
      return 0;
    }),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/** Bytes of uploaded files: the storage service's own count when there is one, else the uploads folder. */
export async function storageUsed(app: FastifyInstance): Promise<number | null> {
  const storage = (app as unknown as { storage?: { usedBytes?: () => Promise<number> } }).storage;
  try {
    if (storage?.usedBytes) return await storage.usedBytes();
    return await folderBytes(path.join(app.config.dataDir, 'uploads'));
  } catch (err) {
    app.log.warn({ err }, 'could not measure storage');
    return null;
  }
}

/** The newest backup `npm run backup` made (server/services/backups.ts); null when none or unreadable. */
export async function newestBackup(app: FastifyInstance) {
  try {
    return await lastBackup(app.config);
  } catch (err) {
    app.log.warn({ err }, 'could not read the backups folder');
    return null;
  }
}
