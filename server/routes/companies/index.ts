// Companies for the contract form's buyer and seller dropdowns; admins only.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyListQuery, companySchema } from '../../../core/schemas/contract.ts';
import { companies } from '../../db/schema.ts';
import { presentCompany } from '../../presenters/company.ts';
import { keysetAfter, keysetColumns, keysetOrder, type SortKey } from '../../queries/keyset.ts';
import { arrayPage } from '../list-reply.ts';

const COMPANY_ORDER: SortKey[] = [
  { expr: companies.name, dir: 'asc', type: 'text' },
  { expr: companies.id, dir: 'asc', type: 'uuid' },
];

export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { querystring: companyListQuery, response: { 200: z.array(companySchema) } },
    },
    async (request, reply) => {
      const { type, limit, cursor } = request.query;
      const rows = await app.db
        .select({ company: companies, ...keysetColumns(COMPANY_ORDER) })
        .from(companies)
        .where(and(type ? eq(companies.type, type) : undefined, keysetAfter(COMPANY_ORDER, cursor)))
        .orderBy(...keysetOrder(COMPANY_ORDER))
        .limit(limit + 1);
      return arrayPage(reply, rows, limit).map((r) => presentCompany(r.company));
    },
  );
}
