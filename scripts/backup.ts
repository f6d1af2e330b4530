// `npm run backup`: writes BACKUP_DIR (default DATA_DIR/backups)/b2b-<timestamp>.jsonl, a dump of
// every table, and copies DATA_DIR/uploads beside it. With the embedded database the server must be
// stopped; with DATABASE_URL it may keep running.
import { loadConfig } from '../server/config.ts';
import { BackupError, backup } from '../server/services/backups.ts';

try {
  const result = await backup(loadConfig());
  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written: ${result.file}`);
  console.log(`${rows} rows in ${Object.keys(result.tables).length} tables`);
  if (result.uploadedFiles !== null) {
    console.log(`${result.uploadedFiles} uploaded files copied to ${result.file.replace(/\.jsonl$/, '')}/`);
  }
} catch (err) {
  console.error(err instanceof BackupError ? err.message : `Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
