// A server of its own holding one large project (server/test/large-project.ts), for the journey and
// the bench that need thousands of people: written in bulk into an in-memory embedded database in
// seconds, where the shared demo server would need thousands of requests. Serves the built web app.
import fs from 'node:fs';
import path from 'node:path';
import { signUpSchema } from '../core/schemas/auth.ts';
import { buildWebIfNeeded } from '../scripts/web-build.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { createAccount } from '../server/services/accounts.ts';
import { type LargeProjectOptions, makeLargeProject } from '../server/test/large-project.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const LARGE_ADMIN = { email: 'large-admin@example.test', password: 'large-admin-pass' };

/**
 * Starts the server on a free loopback port with the project written; `close` stops both. A bench
 * builds the web app when its sources changed (`rebuild`); a journey serves the build the journeys'
 * own server made at its start, since rebuilding it under that server would break its pages.
 */
export async function startLargeProjectServer(opts: LargeProjectOptions, { rebuild }: { rebuild: boolean }) {
  if (rebuild || !fs.existsSync(path.join(ROOT, 'dist', 'web', 'index.html'))) buildWebIfNeeded(ROOT);
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const admin = await createAccount(
    database.db,
    {
      ...signUpSchema.parse({ email: LARGE_ADMIN.email, password: LARGE_ADMIN.password, full_name: 'Large Admin' }),
      role: 'admin',
    },
    { accepted: true },
  );
  const started = performance.now();
  const large = await makeLargeProject(database.db, { ...opts, createdBy: admin.id });
  const seedMs = performance.now() - started;
  const app = await buildApp({
    config: { ...loadConfig({ LOG_LEVEL: 'silent' }), signInRateLimit: 1000, signUpRateLimit: 1000 },
    database,
    webDir: path.join(ROOT, 'dist', 'web'),
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    ...large,
    seedMs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
