// Unblocking a slot (docs/rules.md#blocked-slots: a block is for one buyer or the whole slot).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import { blockedTimeSlots } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

export async function blockedSlotRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.delete('/:id', { config: { access: 'admin' }, schema: { params: uuidParam } }, async (request, reply) => {
    const rows = await app.db
      .delete(blockedTimeSlots)
      .where(eq(blockedTimeSlots.id, request.params.id))
      .returning({ id: blockedTimeSlots.id });
    if (rows.length === 0) throw notFound('Blocked slot not found');
    return reply.status(204).send();
  });
}
