// Keyset pagination (docs/decisions/041-bounded-lists.md): a page is "the next `limit` rows after
// the last row shown" in a total order, so page 50 costs what page 1 costs. OFFSET would make the
// database walk and throw away every earlier row on each request.
import { and, asc, desc, or, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../errors.ts';

/**
 * One sort key of a list: a non-null SQL expression (wrap nullable columns in coalesce), its
 * direction, and the PostgreSQL type its text form is read back as. The last key must be unique
 * (an id) so that the order is total.
 */
export interface SortKey {
  expr: SQL | SQL.Aliased | { getSQL(): SQL };
  dir: 'asc' | 'desc';
  /** A PostgreSQL type name: text, uuid, timestamptz, integer, or an enum's name such as role. */
  type: string;
}

/** What a caller asks of a list: at most `limit` rows, after `cursor` when given. */
export interface PageRequest {
  limit: number;
  cursor?: string;
}

/** A row read with its sort keys' text (keysetColumns), from which its cursor is made. */
export type Keyed = { keyset: string[] };

const sqlOf = (key: SortKey) => sql`${key.expr}`;

/** ORDER BY of the keys, in their directions. */
export const keysetOrder = (keys: readonly SortKey[]) =>
  keys.map((k) => (k.dir === 'asc' ? asc(sqlOf(k)) : desc(sqlOf(k))));

/**
 * The keys' values in text form, selected beside a row so that its cursor can be made from them
 * exactly (a timestamp's microseconds included, which a JavaScript Date would lose).
 */
export const keysetColumns = (keys: readonly SortKey[]) => ({
  keyset: sql<string[]>`array[${sql.join(
    keys.map((k) => sql`(${sqlOf(k)})::text`),
    sql`, `,
  )}]`,
});

const invalidCursor = () =>
  badRequest('invalid_cursor', 'This page link is not valid any more; start from the first page');

/** The values a cursor names, checked against the keys' count; a forged or foreign cursor is a 400. */
function decode(cursor: string, keys: readonly SortKey[]): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(values) || values.length !== keys.length || !values.every((v) => typeof v === 'string')) {
    throw invalidCursor();
  }
  return values as string[];
}

/**
 * The rows after the cursor's row in the keys' order: (k1 > v1) or (k1 = v1 and k2 > v2) or ...,
 * with < for descending keys. Undefined without a cursor (the first page).
 */
export function keysetAfter(keys: readonly SortKey[], cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const values = decode(cursor, keys);
  const typed = (i: number) => sql`cast(${values[i]} as ${sql.raw(keys[i].type)})`;
  const branches = keys.map((key, i) => {
    const equalBefore = keys.slice(0, i).map((k, j) => sql`${sqlOf(k)} = ${typed(j)}`);
    const beyond = key.dir === 'asc' ? sql`${sqlOf(key)} > ${typed(i)}` : sql`${sqlOf(key)} < ${typed(i)}`;
    return and(...equalBefore, beyond) as SQL;
  });
  return or(...branches);
}

/**
 * The page of `rows` (fetched with limit + 1, each with its `keyset` column): the first `limit`
 * rows without their keys, and the cursor after the last when more follow.
 */
export function pageFrom<R extends { keyset: string[] }>(rows: R[], limit: number) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown,
    next_cursor: more && last ? Buffer.from(JSON.stringify(last.keyset), 'utf8').toString('base64url') : null,
  };
}
