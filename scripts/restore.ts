// `npm run restore -- FILE`: replaces all data with the backup's (in one transaction) and puts its
// uploaded files back. Asks nothing: it is meant for scripts. With the embedded database the server
// must be stopped; with DATABASE_URL it may keep running.
import { loadConfig } from '../server/config.ts';
import { BackupError, lastBackup, restore } from '../server/services/backups.ts';

const config = loadConfig();
const file = process.argv[2];
if (!file) {
  const last = await lastBackup(config);
  console.error('Usage: npm run restore -- FILE');
  if (last) console.error(`The last backup is ${last.file}`);
  process.exit(2);
}

try {
  const result = await restore(config, file);
  console.log(`Restored ${result.file} (made ${result.at})`);
  for (const [table, rows] of Object.entries(result.tables)) console.log(`  ${table.padEnd(24)} ${rows}`);
  if (result.uploadedFiles !== null) console.log(`${result.uploadedFiles} uploaded files put back`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : `Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
