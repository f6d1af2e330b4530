// The embedded database's autoanalyze (server/db/pglite-analyze.ts): a table that grew well past its
// statistics is analyzed, and a statement kept since it was small is planned again.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeStaleTables } from './pglite-analyze.ts';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create('memory://');
  await db.exec(`
    create table big (id serial primary key, status text not null, body text not null);
    create table small (id int primary key);
    analyze;`);
});
afterAll(() => db?.close());

const grow = (rows: number) =>
  db.exec(`insert into big (status, body) select 'pending', repeat('x', 500) from generate_series(1, ${rows})`);

describe('analyzing stale tables on the embedded database', () => {
  it('analyzes a table that grew well past its statistics, and no other', async () => {
    await grow(2000);
    expect(await analyzeStaleTables(db)).toEqual(['public.big']);
    expect(await analyzeStaleTables(db)).toEqual([]);
    const { rows } = await db.query<{ relpages: number }>(`select relpages from pg_class where relname = 'big'`);
    expect(rows[0].relpages).toBeGreaterThan(100);
  });

  it('makes a statement kept since its table was small be planned for its size again', async () => {
    await db.exec('truncate big; analyze big');
    // Six runs of a prepared statement: PostgreSQL then keeps a generic plan, made for an empty table.
    await db.exec(
      'prepare batch(text, int) as delete from big where id in (select id from big where status = $1 limit $2)',
    );
    for (let i = 0; i < 6; i++) await db.exec(`execute batch('done', 10)`);
    await grow(3000);
    const plan = async () =>
      (await db.query<Record<string, string>>(`explain execute batch('done', 10)`)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    // The kept plan scans the whole table once per row of it.
    expect(await plan()).toContain('Nested Loop Semi Join');
    await analyzeStaleTables(db);
    const fresh = await plan();
    expect(fresh).not.toContain('Nested Loop Semi Join');
    expect(fresh).toContain('Index Scan using big_pkey');
  });
});
