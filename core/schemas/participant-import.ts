// Bulk import of a project's participants from a spreadsheet (docs/rules.md#participant-import):
// parse a file into a grid, map its columns to fields, preview what each row will do, apply all
// rows in one transaction. Export writes the same columns, so a file can go out and come back.
import { z } from 'zod';
import { PARTICIPANT_ROLES } from './participant.ts';

/** The fields a column can be mapped to, in the order of the template and the export. */
export const IMPORT_FIELDS = [
  'email',
  'full_name',
  'role',
  'company_name',
  'country',
  'phone',
  'product_categories',
  'languages',
  'industry',
  'website',
  'locale',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * Most rows one import takes: the largest shows' whole list (15,000 people) with room to spare.
 * The file's byte limit below and the grid's body limit on the server are sized for it.
 */
export const MAX_IMPORT_ROWS = 20_000;
/** Most columns a file may have (only mapped ones are read). */
export const MAX_IMPORT_COLUMNS = 60;
/** Largest file accepted for parsing, in bytes. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;

/** Why a row cannot be imported; each has a translated text under `import.errors.<code>`. */
export const IMPORT_ROW_ERRORS = [
  'email_missing',
  'email_invalid',
  'email_duplicate',
  'name_missing',
  'role_missing',
  'role_unknown',
  'role_mismatch',
  'locale_unknown',
  'website_invalid',
  'value_too_long',
] as const;
export type ImportRowError = (typeof IMPORT_ROW_ERRORS)[number];

/**
 * What applying a row does: a new account (create), an existing account joining the project
 * (add, with `changes` when its fields differ too), a participant whose fields change (update),
 * nothing (unchanged), or nothing because of `errors` (error).
 */
export const IMPORT_ACTIONS = ['create', 'add', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** POST /api/projects/:id/import/parse answers the file as a grid and a suggested mapping. */
export const importGridSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** For each header, the field it maps to (remembered from earlier imports, else recognised), or null. */
  columns: z.array(z.enum(IMPORT_FIELDS).nullable()),
});
export type ImportGrid = z.infer<typeof importGridSchema>;

/** The body of preview and apply: the grid's rows and what each column means. */
export const importRequestSchema = z.strictObject({
  headers: z.array(z.string().max(200)).max(MAX_IMPORT_COLUMNS),
  columns: z.array(z.enum(IMPORT_FIELDS).nullable()).max(MAX_IMPORT_COLUMNS),
  rows: z.array(z.array(z.string().max(2000)).max(MAX_IMPORT_COLUMNS)).max(MAX_IMPORT_ROWS),
  /** The role of rows without a role column or with an empty role cell. */
  default_role: z.enum(PARTICIPANT_ROLES).optional(),
  /** Apply only: send an invitation e-mail to every person the import creates. */
  invite: z.boolean().default(false),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

/** One row's outcome; `line` is its line in the file (the header is line 1). */
export const importRowOutcomeSchema = z.object({
  line: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(PARTICIPANT_ROLES).nullable(),
  /** Fields an existing account will have changed. */
  changes: z.array(z.enum(IMPORT_FIELDS)),
  errors: z.array(z.enum(IMPORT_ROW_ERRORS)),
});
export type ImportRowOutcome = z.infer<typeof importRowOutcomeSchema>;

export const importSummarySchema = z.object({
  create: z.number().int(),
  add: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** Preview's answer; apply answers the same after writing (422 import_has_errors writes nothing). */
export const importResultSchema = z.object({
  rows: z.array(importRowOutcomeSchema),
  summary: importSummarySchema,
  /** Apply only: invitation e-mails queued. */
  invited: z.number().int().default(0),
  /** Categories of the file new to the project's list: added by apply (docs/rules.md#participant-import). */
  new_categories: z.array(z.string()).default([]),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const exportQuery = z.strictObject({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
