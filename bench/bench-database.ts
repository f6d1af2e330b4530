// Where a bench measures: an in-memory embedded database, or a scratch database of its own on the
// PostgreSQL server, dropped afterwards even when the run fails.
import { createScratchDatabase } from '../server/db/scratch-database.ts';

/** Runs `measure` with no database URL (PGlite) or the URL of a scratch database on `serverUrl`. */
export async function onBenchDatabase<T>(
  kind: 'pglite' | 'postgres',
  serverUrl: string | undefined,
  measure: (databaseUrl: string | undefined) => Promise<T>,
): Promise<T> {
  const server = kind === 'postgres' && serverUrl ? await createScratchDatabase(serverUrl, 'b2b_bench') : undefined;
  try {
    return await measure(server?.url);
  } finally {
    await server?.drop();
  }
}
