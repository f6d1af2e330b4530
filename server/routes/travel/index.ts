// Travel (docs/rules.md#travel): admins add, edit and delete records for anyone taking part;
// everyone else reads their own.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import { arrayPageQuery } from '../../../core/schemas/list-page.ts';
import {
  type Travel,
  travelInputSchema,
  travelOptionsQuery,
  travelOptionsSchema,
  travelSchema,
} from '../../../core/schemas/travel.ts';
import { currentUser } from '../../auth/current-user.ts';
import { travelInfo } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { mayManageTravel, visibleTravel } from '../../policies/travel.ts';
import type { CurrentUser } from '../../types.ts';
import { arrayPage } from '../list-reply.ts';
import { findTravel, listTravel, travelOptions } from './queries.ts';
import { checkTravelInput, travelColumns } from './write.ts';

export async function travelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Refuses anyone but an admin before a change is looked at. */
  const manager = (user: CurrentUser | null) => {
    const me = user as CurrentUser;
    if (!mayManageTravel(me)) throw forbidden('Only admins manage travel records');
    return me;
  };

  app.get(
    '/',
    { schema: { querystring: arrayPageQuery, response: { 200: z.array(travelSchema) } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { limit, cursor } = request.query;
      return arrayPage(reply, await listTravel(app.db, visibleTravel(me), { limit, cursor }), limit);
    },
  );

  app.get(
    '/options',
    { schema: { querystring: travelOptionsQuery, response: { 200: travelOptionsSchema } } },
    async (request) => {
      manager(request.user);
      return travelOptions(app.db, request.query);
    },
  );

  app.post('/', { schema: { body: travelInputSchema, response: { 201: travelSchema } } }, async (request, reply) => {
    manager(request.user);
    await checkTravelInput(app.db, request.body);
    const [row] = await app.db.insert(travelInfo).values(travelColumns(request.body)).returning({ id: travelInfo.id });
    return reply.status(201).send((await findTravel(app.db, row.id)) as Travel);
  });

  app.put(
    '/:id',
    { schema: { params: uuidParam, body: travelInputSchema, response: { 200: travelSchema } } },
    async (request) => {
      manager(request.user);
      const before = await findTravel(app.db, request.params.id);
      if (!before) throw notFound('Travel record not found');
      await checkTravelInput(app.db, request.body, before);
      const rows = await app.db
        .update(travelInfo)
        .set(travelColumns(request.body))
        .where(eq(travelInfo.id, before.id))
        .returning({ id: travelInfo.id });
      if (rows.length === 0) throw notFound('Travel record not found');
      return (await findTravel(app.db, before.id)) as Travel;
    },
  );

  app.delete('/:id', { schema: { params: uuidParam } }, async (request, reply) => {
    manager(request.user);
    const rows = await app.db
      .delete(travelInfo)
      .where(eq(travelInfo.id, request.params.id))
      .returning({ id: travelInfo.id });
    if (rows.length === 0) throw notFound('Travel record not found');
    return reply.status(204).send();
  });
}
