// Pure helpers over the uploaded grid and its column mapping: the import screen's state is the
// grid (edited in place), the mapping and the preview's outcomes; these keep them in step.
import type { ParticipantRole } from '../../../core/schemas/participant.ts';
import type {
  ImportAction,
  ImportField,
  ImportRowError,
  ImportRowOutcome,
} from '../../../core/schemas/participant-import.ts';

/** The index in the grid's rows of an outcome's `line` (the header is line 1, the first row line 2). */
export const rowIndexOf = (line: number) => line - 2;

/** Up to `count` distinct non-blank values of a column, to show what it holds. */
export function sampleValues(rows: readonly (readonly string[])[], column: number, count = 3): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    const value = row[column]?.trim();
    if (value) seen.add(value);
    if (seen.size >= count) break;
  }
  return [...seen];
}

/** The rows with one cell changed; only the changed row is copied, so 20,000 rows stay cheap. */
export function withCell(rows: readonly string[][], rowIndex: number, column: number, value: string): string[][] {
  const next = rows.slice();
  const row = next[rowIndex].slice();
  while (row.length <= column) row.push('');
  row[column] = value;
  next[rowIndex] = row;
  return next;
}

/** The field every row needs a column for (a name is needed only by new accounts: the preview says which). */
const REQUIRED: readonly ImportField[] = ['email'];

export interface MappingCheck {
  /** Required fields no column maps to. */
  missing: ImportField[];
  /** Fields more than one column maps to. */
  duplicates: ImportField[];
  /** No role column and no default role: no row would have a role. */
  roleMissing: boolean;
}

/** What stops a mapping from being previewed; everything empty means it can go on. */
export function checkMapping(columns: readonly (ImportField | null)[], defaultRole?: ParticipantRole): MappingCheck {
  const mapped = columns.filter((c): c is ImportField => c !== null);
  const duplicates = [...new Set(mapped.filter((c, i) => mapped.indexOf(c) !== i))];
  return {
    missing: REQUIRED.filter((f) => !mapped.includes(f)),
    duplicates,
    roleMissing: !mapped.includes('role') && !defaultRole,
  };
}

export const mappingIsComplete = (check: MappingCheck) =>
  check.missing.length === 0 && check.duplicates.length === 0 && !check.roleMissing;

/** The preview's rows of one action, or all of them. */
export function outcomesOf(outcomes: readonly ImportRowOutcome[], action: ImportAction | 'all'): ImportRowOutcome[] {
  return action === 'all' ? [...outcomes] : outcomes.filter((o) => o.action === action);
}

/** The field each row error is about; a too-long value names none (any cell may be it). */
const FIELD_OF_ERROR: Record<ImportRowError, ImportField | null> = {
  email_missing: 'email',
  email_invalid: 'email',
  email_duplicate: 'email',
  name_missing: 'full_name',
  role_missing: 'role',
  role_unknown: 'role',
  role_mismatch: 'role',
  locale_unknown: 'locale',
  website_invalid: 'website',
  value_too_long: null,
};

/** The fields a row's errors point at, to mark those inputs invalid. */
export function fieldsWithErrors(errors: readonly ImportRowError[]): Set<ImportField> {
  return new Set(errors.map((e) => FIELD_OF_ERROR[e]).filter((f): f is ImportField => f !== null));
}
