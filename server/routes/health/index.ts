import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/health: the server answers and whether its database does. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ ok: z.boolean(), database: z.boolean() }) } },
    },
    async () => ({ ok: true, database: await app.database.ping() }),
  );
}
