// Contracts: the list and detail each user may see, and the admin's creation (docs/rules.md#contracts).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  type Contract,
  contractCountsSchema,
  contractCreateSchema,
  contractListQuery,
  contractSchema,
} from '../../../core/schemas/contract.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { contracts } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { mayCreateContract, visibleContracts } from '../../policies/contract.ts';
import { arrayPage } from '../list-reply.ts';
import { createContract } from './create.ts';
import { countContracts, findContract, listContracts } from './queries.ts';
import { enqueueContractEvent } from './webhooks.ts';

export async function contractRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    { schema: { querystring: contractListQuery, response: { 200: z.array(contractSchema) } } },
    async (request, reply) => {
      const { status, limit, cursor } = request.query;
      const me = currentUser(request);
      const rows = await listContracts(
        app.db,
        and(visibleContracts(me), status ? eq(contracts.status, status) : undefined),
        { limit, cursor },
      );
      return arrayPage(reply, rows, limit);
    },
  );

  app.get('/counts', { schema: { response: { 200: contractCountsSchema } } }, async (request) =>
    countContracts(app.db, visibleContracts(currentUser(request))),
  );

  app.get('/:id', { schema: { params: uuidParam, response: { 200: contractSchema } } }, async (request) => {
    const contract = await findContract(app.db, request.params.id, visibleContracts(currentUser(request)));
    if (!contract) throw notFound('Contract not found');
    return contract;
  });

  app.post(
    '/',
    { config: { access: 'admin' }, schema: { body: contractCreateSchema, response: { 201: contractSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      if (!mayCreateContract(me)) throw forbidden();
      // The contract and its contract.created event together (docs/decisions/049-webhooks.md).
      const id = await app.db.transaction(async (tx) => {
        const made = await createContract(tx as unknown as Db, request.body, me.id);
        await enqueueContractEvent(tx as unknown as Db, made, 'contract.created');
        return made;
      });
      return reply.status(201).send((await findContract(app.db, id)) as Contract);
    },
  );
}
