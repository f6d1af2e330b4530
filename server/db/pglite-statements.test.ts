// PGlite's statements kept as named prepared statements (server/db/pglite-statements.ts): the same
// answers as PGlite's own query(), errors as PGlite gives them, recovery after a schema change, and
// a bounded number of statements.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STATEMENTS, withPreparedStatements } from './pglite-statements.ts';

let plain: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  plain = await PGlite.create('memory://');
  prepared = withPreparedStatements(await PGlite.create('memory://'));
  for (const db of [plain, prepared])
    await db.exec(`create table t (id int primary key, name text, tags text[], at timestamptz, data jsonb, n numeric)`);
});
afterAll(async () => {
  await plain.close();
  await prepared.close();
});

const kept = async () =>
  (await prepared.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

describe('PGlite with prepared statements', () => {
  it('answers as PGlite does, every time, with values of every kind', async () => {
    const insert = 'insert into t values ($1, $2, $3, $4, $5, $6) returning *';
    const values = [
      [1, "O'Brien", ['a', 'b,c'], new Date('2030-05-01T09:00:00Z'), { x: [1, 'two'] }, 12.5],
      [2, null, [], null, null, null],
    ];
    for (const row of values) expect(await prepared.query(insert, row)).toEqual(await plain.query(insert, row));
    const select = 'select * from t where id = any($1::int[]) order by id';
    for (let i = 0; i < 7; i++) {
      // Past the fifth run PostgreSQL may switch to a generic plan: still the same answer.
      expect(await prepared.query(select, [[1, 2]])).toEqual(await plain.query(select, [[1, 2]]));
    }
    // As Drizzle asks: rows as arrays, and its own parsers (times kept as text) beside PGlite's.
    const drizzle = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    for (let i = 0; i < 2; i++) {
      const rows = await prepared.query(select, [[1, 2]], drizzle);
      expect(rows).toEqual(await plain.query(select, [[1, 2]], drizzle));
      expect(rows.rows[0]).toContain('2030-05-01 09:00:00+00');
    }
  });

  it('throws what PGlite throws, and the statement works again after', async () => {
    const insert = 'insert into t (id, name) values ($1, $2)';
    await prepared.query(insert, [10, 'first']);
    const error = await prepared.query(insert, [10, 'again']).catch((err) => err);
    expect(error).toMatchObject({ code: '23505', query: insert, params: [10, 'again'] });
    await prepared.query(insert, [11, 'next']);
    expect((await prepared.query('select name from t where id = $1', [11])).rows).toEqual([{ name: 'next' }]);
    await expect(prepared.query('selec 1')).rejects.toMatchObject({ code: '42601' });
  });

  it('makes a statement anew when its table changed under it', async () => {
    const select = 'select * from t where id = $1';
    expect(Object.keys((await prepared.query(select, [1])).rows[0] as object)).not.toContain('extra');
    await prepared.exec('alter table t add column extra text');
    expect(Object.keys((await prepared.query(select, [1])).rows[0] as object)).toContain('extra');
  });

  it('keeps each text once, and at most MAX_STATEMENTS of them', async () => {
    const before = await kept();
    for (let round = 0; round < 3; round++) await prepared.query('select $1::int + 1 as n', [round]);
    expect(await kept()).toBe(before + 1);
    for (let i = 0; i < MAX_STATEMENTS + 20; i++) await prepared.query(`select ${i} + $1::int as n`, [1]);
    // (+1: the statement counting them is made before the oldest is closed)
    expect(await kept()).toBeLessThanOrEqual(MAX_STATEMENTS + 1);
    expect((await prepared.query<{ n: number }>('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
  });
});
