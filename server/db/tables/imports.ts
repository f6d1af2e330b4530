// What participant imports remember (docs/rules.md#participant-import).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { IMPORT_FIELDS } from '../../../core/schemas/participant-import.ts';

/** The field a spreadsheet header was last mapped to, keyed by the header trimmed and lower-cased. */
export const importColumnMemory = pgTable('import_column_memory', {
  header: text('header').primaryKey(),
  field: text('field', { enum: IMPORT_FIELDS }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
