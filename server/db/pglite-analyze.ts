// The embedded database's own "autoanalyze". PostgreSQL's autovacuum keeps planner statistics
// fresh, and each ANALYZE makes kept plans be made again; PGlite runs no autovacuum, so a plan made
// while a table was small stayed with its prepared statement (docs/decisions/013) as the table grew,
// which once made one statement scan the outbox once per row (docs/decisions/010). Every minute,
// the tables whose size moved by a fifth (and 8 pages) since their last ANALYZE are analyzed.
import type { PGlite } from '@electric-sql/pglite';

/** How often the sizes are compared. */
export const ANALYZE_CHECK_MS = 60_000;

/** Tables of the app's schema whose pages grew or shrank well beyond what their statistics say. */
const STALE_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r'
    and abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 8 + c.relpages * 0.2`;

/** Analyzes the tables whose statistics are stale; resolves their names. */
export async function analyzeStaleTables(client: Pick<PGlite, 'query' | 'exec'>): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(STALE_TABLES);
  for (const { name } of rows) await client.exec(`analyze ${name}`);
  return rows.map((r) => r.name);
}

/** Checks every `ANALYZE_CHECK_MS` until the returned function is called. */
export function analyzeWhileOpen(client: Pick<PGlite, 'query' | 'exec' | 'closed'>): () => void {
  const timer = setInterval(() => {
    if (!client.closed) analyzeStaleTables(client).catch(() => {});
  }, ANALYZE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
