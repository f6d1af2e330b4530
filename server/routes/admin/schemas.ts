// The shape of Admin Settings' overview (SPEC.md section 2 Admin Settings; PRODUCT.md 10).
import { z } from 'zod';

export const adminOverviewSchema = z.object({
  /** Null when the database did not answer. */
  counts: z
    .object({
      users: z.object({ total: z.number().int(), active: z.number().int() }),
      companies: z.object({ total: z.number().int(), buyers: z.number().int(), sellers: z.number().int() }),
      projects: z.object({ total: z.number().int(), active: z.number().int() }),
      /** Every meeting row; `scheduled` counts those still ahead (scheduled or confirmed). */
      meetings: z.object({ total: z.number().int(), scheduled: z.number().int(), completed: z.number().int() }),
      contracts: z.object({ total: z.number().int() }),
    })
    .nullable(),
  system: z.object({
    status: z.enum(['operational', 'degraded']),
    version: z.string(),
    database: z.object({ kind: z.enum(['embedded', 'postgresql']), reachable: z.boolean() }),
    /** Bytes of uploaded files; null when they could not be measured. */
    storage_used_bytes: z.number().int().nullable(),
    /** The newest backup `npm run backup` made, or null when there is none yet. */
    last_backup: z.object({ file: z.string(), at: z.string() }).nullable(),
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
