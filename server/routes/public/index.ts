import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type PublicTotals, publicTotalsSchema } from '../../../core/schemas/public-totals.ts';
import { publicTotals } from '../../queries/public-totals.ts';

/** How long one reading of the totals serves every visitor of the home page. */
const TOTALS_FRESH_MS = 60_000;

/** GET /api/public/totals: the home page's counters (docs/rules.md#report). */
export async function publicRoutes(app: FastifyInstance) {
  // Anyone may call this, so the counts run at most once a minute per instance, whatever the traffic.
  let cached: { at: number; answer: Promise<PublicTotals> } | null = null;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/totals', { config: { access: 'public' }, schema: { response: { 200: publicTotalsSchema } } }, async () => {
      if (!app.config.publicTotals) return { totals: null };
      const now = Date.now();
      if (!cached || now - cached.at > TOTALS_FRESH_MS) {
        const answer = publicTotals(app.db).then((totals) => ({ totals }));
        cached = { at: now, answer };
        answer.catch(() => {
          cached = null;
        });
      }
      return cached.answer;
    });
}
