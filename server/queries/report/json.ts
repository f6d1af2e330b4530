// Small SQL pieces the report's figure groups share (docs/decisions/025-report.md). Every figure
// group is a correlated subquery on the project row `p` that answers one JSON value, so the whole
// report is one statement and one round trip.
import { type SQL, sql } from 'drizzle-orm';

/** A profile of table alias `t` as the report names people: id, full name, company. */
export const person = (t: string) =>
  sql.raw(`json_build_object('id', ${t}.id, 'full_name', ${t}.full_name, 'company_name', ${t}.company_name)`);

/** A SQL list of constant strings from the code (never user input), e.g. `'a', 'b'`. */
export const constants = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/** `json_agg` of `value` in `order`, or an empty JSON array when there are no rows. */
export const jsonArray = (value: SQL, order: SQL) => sql`coalesce(json_agg(${value} order by ${order}), '[]'::json)`;

/** A JSON object of `count(*) filter (where column = key)` for every key: each key present, 0 when none. */
export const countsBy = (column: string, keys: readonly string[], counted = 'f.id') =>
  sql.raw(
    `json_build_object(${keys
      .map((k) => `'${k}', count(${counted}) filter (where ${column} = '${k}')::int`)
      .join(', ')})`,
  );

/**
 * `now` on the clock and calendar of the project `p`'s venue (a timestamp without zone). A sub-select
 * of the outer row only, so the database works it out once per project, not once per meeting.
 */
export const venueNow = (now: Date) => sql`(select ${now.toISOString()}::timestamptz at time zone p.time_zone)`;
