// `npm run move-to-postgres -- postgres://user:password@host:5432/b2b`: copies the whole embedded
// database (DATA_DIR/pglite) into an empty PostgreSQL database, checks the copy, and says how to
// start on it. The server must be stopped; the embedded database is left as it was, and a backup
// of it stays in BACKUP_DIR (docs/decisions/045-outgrowing-the-embedded-database.md).
import { loadConfig } from '../server/config.ts';
import { BackupError } from '../server/services/backups.ts';
import { moveToPostgres, withoutPassword } from '../server/services/move-to-postgres.ts';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run move-to-postgres -- postgres://user:password@host:5432/database');
  console.error('The database must exist and be empty (createdb b2b); stop the server first.');
  process.exit(2);
}

const config = loadConfig();
try {
  const result = await moveToPostgres(config, target);
  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  console.log(`Moved ${rows} rows in ${Object.keys(result.tables).length} tables to ${withoutPassword(target)}`);
  for (const [table, n] of Object.entries(result.tables)) if (n) console.log(`  ${table.padEnd(28)} ${n}`);
  const { backup, restore, check } = result.seconds;
  console.log(`Read ${backup} s, written ${restore} s, checked ${check} s: the copy holds the same rows.`);
  console.log(`The embedded database was left as it was; its backup is ${result.backupFile}`);
  console.log(`Start on PostgreSQL from now on: DATABASE_URL='${target}' npm start`);
  if (!config.s3)
    console.log(`Uploaded files stay in ${config.dataDir}/uploads: keep the same DATA_DIR (or move them to S3).`);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : `The move failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
