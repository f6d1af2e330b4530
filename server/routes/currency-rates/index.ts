// Currency rates used to show totals in USD (docs/rules.md#currency-and-usd-totals): everyone
// signed in reads, admins edit.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currencyRateSchema, currencyRatesUpdateSchema } from '../../../core/schemas/transaction.ts';
import { currencyRates } from '../../db/schema.ts';
import { loadRates, rateList } from '../../queries/currency-rates.ts';

export async function currencyRateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const list = { 200: z.array(currencyRateSchema) };

  app.get('/', { schema: { response: list } }, async () => rateList(await loadRates(app.db)));

  app.put(
    '/',
    { config: { access: 'admin' }, schema: { body: currencyRatesUpdateSchema, response: list } },
    async (request) => {
      await app.db
        .insert(currencyRates)
        .values(request.body.rates.map((r) => ({ currency: r.currency, usdRate: r.usd_rate })))
        .onConflictDoUpdate({
          target: currencyRates.currency,
          set: { usdRate: sql`excluded.usd_rate`, updatedAt: sql`now()` },
        });
      return rateList(await loadRates(app.db));
    },
  );
}
