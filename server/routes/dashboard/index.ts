// Dashboard figures (docs/product.md, Dashboard): GET / is the
// signed-in user's own dashboard, GET /admin-stats the admin's four cards, GET /request-health the
// request health of each active project (docs/rules.md#report).
import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPCOMING_MEETING_STATUSES } from '../../../core/rules/meetings.ts';
import { dashboardSchema } from '../../../core/schemas/dashboard.ts';
import { projectRequestHealthSchema } from '../../../core/schemas/request-health.ts';
import { currentUser } from '../../auth/current-user.ts';
import { meetings, profiles, projects } from '../../db/schema.ts';
import { userDashboard } from '../../queries/dashboard.ts';
import { activeProjectsRequestHealth } from '../../queries/request-health.ts';

const adminStatsSchema = z.object({
  total_users: z.number().int(),
  total_projects: z.number().int(),
  total_meetings: z.number().int(),
  active_meetings: z.number().int(),
});

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/', { config: { cache: 'per-user' }, schema: { response: { 200: dashboardSchema } } }, async (request) => {
    return userDashboard(app.db, currentUser(request));
  });

  app.get(
    '/admin-stats',
    { config: { access: 'admin' }, schema: { response: { 200: adminStatsSchema } } },
    async () => {
      const [[users], [projectCount], [meetingCount], [active]] = await Promise.all([
        app.db.select({ n: count() }).from(profiles),
        app.db.select({ n: count() }).from(projects),
        app.db.select({ n: count() }).from(meetings),
        app.db
          .select({ n: count() })
          .from(meetings)
          .where(inArray(meetings.status, [...UPCOMING_MEETING_STATUSES])),
      ]);
      return {
        total_users: users.n,
        total_projects: projectCount.n,
        total_meetings: meetingCount.n,
        active_meetings: active.n,
      };
    },
  );

  app.get(
    '/request-health',
    { config: { access: 'admin' }, schema: { response: { 200: z.array(projectRequestHealthSchema) } } },
    async (_request, reply) => {
      // People's names: no shared cache keeps a copy.
      reply.header('cache-control', 'private, no-store');
      return activeProjectsRequestHealth(app.db, new Date());
    },
  );
}
