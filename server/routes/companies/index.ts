// Companies for the contract form's buyer and seller dropdowns; admins only.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyListQuery, companySchema } from '../../../core/schemas/contract.ts';
import { companies } from '../../db/schema.ts';
import { presentCompany } from '../../presenters/company.ts';

export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { querystring: companyListQuery, response: { 200: z.array(companySchema) } },
    },
    async (request) => {
      const { type } = request.query;
      const rows = await app.db
        .select()
        .from(companies)
        .where(type ? eq(companies.type, type) : undefined)
        .orderBy(asc(companies.name));
      return rows.map(presentCompany);
    },
  );
}
