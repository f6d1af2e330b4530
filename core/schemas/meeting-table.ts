// A project's meeting tables and sellers' fixed tables (docs/rules.md#tables).
import { z } from 'zod';

/** A table name as the database allows it (meeting_tables_name_length). */
const tableName = z.string().trim().min(1).max(40);

/** A table with the seller it is fixed to, if any. */
export const meetingTableSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  seller: z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() }).nullable(),
});
export type MeetingTable = z.infer<typeof meetingTableSchema>;

/** POST /api/projects/:id/tables: one table, placed after the others. */
export const tableCreateSchema = z.strictObject({ name: tableName });

/**
 * POST /api/projects/:id/tables/bulk: `count` tables named `prefix` + number from `start`
 * (A-1 … A-40). All or nothing: a name the project already has refuses the whole batch.
 */
export const tableBulkSchema = z.strictObject({
  count: z.number().int().min(1).max(500),
  prefix: z.string().max(30).default(''),
  start: z.number().int().min(0).max(100_000).default(1),
});
export type TableBulkInput = z.input<typeof tableBulkSchema>;

/** PATCH /api/projects/:id/tables/:tableId: a new name, a new place in the order, or both. */
export const tableUpdateSchema = z
  .strictObject({ name: tableName.optional(), position: z.number().int().min(0).max(100_000).optional() })
  .refine((v) => v.name !== undefined || v.position !== undefined, { message: 'Nothing to change' });

/** PUT /api/projects/:id/tables/order: every table of the project once, in its new order. */
export const tableOrderSchema = z.strictObject({ ids: z.array(z.uuid()).min(1).max(2000) });

/** PUT /api/projects/:id/participants/:participantId/table: a seller's fixed table, or null to take it away. */
export const sellerTableSchema = z.strictObject({ table_id: z.uuid().nullable() });

export const tableParams = z.object({ id: z.uuid(), tableId: z.uuid() });
