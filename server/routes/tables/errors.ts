// The database's refusals about tables, as the 4xx codes of docs/rules.md#error-codes. The unique
// indexes and foreign keys decide, so two admins acting at once get a clear answer, never a 500.
import {
  type ApiError,
  badRequest,
  conflict,
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgError,
} from '../../errors.ts';

const BY_CONSTRAINT: Record<string, () => ApiError> = {
  meeting_tables_name_once: () => conflict('table_name_taken', 'The project already has a table of that name'),
  project_participants_table_once: () => conflict('table_reserved', "This table is another seller's"),
  project_participants_table_seller: () => badRequest('not_seller', 'Only sellers get a fixed table'),
  project_participants_table_fk: () => badRequest('unknown_table', 'The project has no such table'),
};

/**
 * The ApiError a database error about tables stands for, or the error itself. `deleting` says what a
 * foreign key refusal means when a table is being deleted: something still sits at it.
 */
export function tableError(err: unknown, opts: { deleting?: boolean } = {}): unknown {
  const e = pgError(err);
  if (!e) return err;
  if (opts.deleting && e.code === PG_FOREIGN_KEY_VIOLATION) {
    return conflict('table_in_use', 'Meetings sit at this table');
  }
  const known = [PG_UNIQUE_VIOLATION, PG_FOREIGN_KEY_VIOLATION, PG_CHECK_VIOLATION].includes(e.code);
  const make = known && e.constraint ? BY_CONSTRAINT[e.constraint] : undefined;
  return make ? make() : err;
}
