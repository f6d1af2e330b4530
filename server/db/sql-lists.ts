// Lists of constants from the code (statuses from core/rules, never user input) written into SQL as
// literals, not parameters: a partial index whose predicate names statuses
// (`where status <> 'cancelled'`) is used only when the planner sees the values, and a prepared
// statement's generic plan sees only literals (docs/decisions/010-api-load.md).
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** `'a', 'b'`: the values as a SQL list of string literals. */
export const constants = (values: readonly string[]): SQL => sql.raw(values.map(literal).join(', '));

/** `column in ('a', 'b')`, the values written as literals. */
export const statusIn = (column: SQLWrapper, values: readonly string[]): SQL =>
  sql`${column} in (${constants(values)})`;

/** `column not in ('a', 'b')`, the values written as literals. */
export const statusNotIn = (column: SQLWrapper, values: readonly string[]): SQL =>
  sql`${column} not in (${constants(values)})`;

/** `column = 'a'`, the value written as a literal. */
export const statusIs = (column: SQLWrapper, value: string): SQL => sql`${column} = ${sql.raw(literal(value))}`;

/** `column <> 'a'`, the value written as a literal. */
export const statusIsNot = (column: SQLWrapper, value: string): SQL => sql`${column} <> ${sql.raw(literal(value))}`;

/** `'a'`: one value as a SQL string literal, for statements written as SQL text. */
export const constant = (value: string): SQL => sql.raw(literal(value));
