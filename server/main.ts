// Process entry: config -> database -> migrate -> demo seed -> listen.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { embeddedDatabaseIsNew, prepareDatabase, prepareInChildProcess } from './prepare-database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config = loadConfig();
// A new embedded database is created, migrated and seeded by a child process, whose memory goes
// with it; this one then opens it as on a restart (server/prepare-database.ts).
if (embeddedDatabaseIsNew(config)) await prepareInChildProcess();
const database = await prepareDatabase(config);

const app = await buildApp({
  config,
  database,
  webDir: path.join(root, 'dist', 'web'),
  firstScreenDir: path.join(root, 'dist', 'ssr'),
});

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
