// Process entry: config -> database -> migrate -> demo seed -> listen.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { hashPassword } from './auth/password.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/demo-seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
if (config.demo) await seedDemoIfEmpty(database.db, hashPassword);

const app = await buildApp({ config, database, webDir: path.join(root, 'dist', 'web') });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `B2B Platform serving on http://localhost:${config.port} (${database.kind}${config.demo ? ', demo mode' : ''})`,
);
