// A cheap fingerprint of everything stored: per table, its row count and a sum of row hashes.
// Two equal fingerprints mean (barring a hash collision) that no row was added, removed or changed.
import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness.ts';

type Rows<T> = { rows: T[] };

/** The application's tables (schema public); the migration journal lives elsewhere. */
async function tableNames(app: TestApp) {
  const result = (await app.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>;
  return result.rows.map((r) => r.name);
}

/** Returns a function that reads the fingerprint of the database as one string per table. */
export async function fingerprinter(app: TestApp) {
  const names = await tableNames(app);
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as n, coalesce(sum(hashtext(t::text)::bigint), 0)::text as h from "${name}" t`,
    )
    .join(' union all ');
  return async () => {
    const result = (await app.db.execute(sql.raw(query))) as unknown as Rows<{ name: string; n: number; h: string }>;
    return Object.fromEntries(result.rows.map((r) => [r.name, `${r.n}:${r.h}`]));
  };
}

/** The tables whose fingerprint differs between two readings. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
