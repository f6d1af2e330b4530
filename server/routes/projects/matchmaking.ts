// A project's matchmaking settings (docs/rules.md#matchmaking, #request-hygiene): its categories
// and the request settings. Ranges are the schema's and the database's checks.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import { projectMatchmakingSchema, projectSchema } from '../../../core/schemas/project.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { findProject } from '../../queries/projects.ts';

export async function matchmakingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/:id/matchmaking',
    {
      config: { access: 'admin' },
      schema: { params: uuidParam, body: projectMatchmakingSchema, response: { 200: projectSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      const project = await findProject(app.db, me, request.params.id);
      if (!project) throw notFound('Project not found');
      const body = request.body;
      await app.db.transaction(async (tx) => {
        await tx
          .update(projects)
          .set({
            categories: body.categories,
            pendingRequestCap: body.pending_request_cap,
            requestExpiryDays: body.request_expiry_days,
            maxMeetingsPerDay: body.max_meetings_per_day,
          })
          .where(eq(projects.id, project.id));
        for (const rename of body.renames) await renameInProfiles(tx, project.id, rename);
      });
      return findProject(app.db, me, project.id);
    },
  );
}

/**
 * A renamed category takes its new name in the product categories of the project's people (any
 * letter case of the old name), keeping their order and each name once.
 */
async function renameInProfiles(
  tx: Pick<Db, 'execute'>,
  projectId: string,
  { from, to }: { from: string; to: string },
) {
  const renamed = sql`case when lower(c.name) = lower(${from}) then ${to}::text else c.name end`;
  await tx.execute(sql`
    update profiles p set product_categories = array(
      select x.name from (
        select ${renamed} as name, c.n, row_number() over (partition by lower(${renamed}) order by c.n) as k
        from unnest(p.product_categories) with ordinality as c(name, n)
      ) x
      where x.k = 1
      order by x.n)
    where p.id in (select pp.user_id from project_participants pp where pp.project_id = ${projectId})
      and exists (select 1 from unnest(p.product_categories) as c(name) where lower(c.name) = lower(${from}))`);
}
