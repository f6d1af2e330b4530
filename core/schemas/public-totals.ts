// GET /api/public/totals: the home page's counters from real totals across every project, when the
// server's PUBLIC_TOTALS setting allows it (docs/rules.md#report); `totals` is null otherwise and the
// page keeps its marketing figures.
import { z } from 'zod';

export const publicTotalsSchema = z.object({
  totals: z
    .object({
      /** Active accounts. */
      users: z.number().int(),
      /** Distinct company names of the people taking part. */
      companies: z.number().int(),
      /** Meetings held (completed). */
      meetings: z.number().int(),
      /** Share of feedback answers rating a meeting 4 or 5; null before the first answer. */
      satisfaction: z.number().min(0).max(1).nullable(),
    })
    .nullable(),
});
export type PublicTotals = z.infer<typeof publicTotalsSchema>;
