// Admin Settings (docs/product.md, Admin Settings): the tiles from real counts and
// the measured System Information. Admins only.
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UPCOMING_MEETING_STATUSES } from '../../../core/rules/meetings.ts';
import { type AdminOverview, adminOverviewSchema } from '../../../core/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { companies, contracts, meetings, profiles, projects } from '../../db/schema.ts';
import { appVersion, newestBackup, storageUsed } from './system.ts';

async function counts(db: Db): Promise<NonNullable<AdminOverview['counts']>> {
  const n = (q: Promise<{ n: number }[]>) => q.then(([r]) => r.n);
  const [
    users,
    activeUsers,
    buyers,
    sellers,
    projectCount,
    activeProjects,
    meetingCount,
    upcoming,
    completed,
    contractCount,
  ] = await Promise.all([
    n(db.select({ n: count() }).from(profiles)),
    n(db.select({ n: count() }).from(profiles).where(eq(profiles.isActive, true))),
    n(db.select({ n: count() }).from(companies).where(eq(companies.type, 'buyer'))),
    n(db.select({ n: count() }).from(companies).where(eq(companies.type, 'seller'))),
    n(db.select({ n: count() }).from(projects)),
    n(db.select({ n: count() }).from(projects).where(eq(projects.status, 'active'))),
    n(db.select({ n: count() }).from(meetings)),
    n(
      db
        .select({ n: count() })
        .from(meetings)
        .where(inArray(meetings.status, [...UPCOMING_MEETING_STATUSES])),
    ),
    n(db.select({ n: count() }).from(meetings).where(eq(meetings.status, 'completed'))),
    n(db.select({ n: count() }).from(contracts)),
  ]);
  return {
    users: { total: users, active: activeUsers },
    companies: { total: buyers + sellers, buyers, sellers },
    projects: { total: projectCount, active: activeProjects },
    meetings: { total: meetingCount, scheduled: upcoming, completed },
    contracts: { total: contractCount },
  };
}

export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/overview',
    { config: { access: 'admin' }, schema: { response: { 200: adminOverviewSchema } } },
    async () => {
      const reachable = await app.database.ping();
      const [tiles, version, storage, backup] = await Promise.all([
        // Without a database there is nothing to count; the page still shows the system's state.
        reachable ? counts(app.db).catch(() => null) : null,
        appVersion(),
        storageUsed(app),
        newestBackup(app),
      ]);
      const ok = reachable && tiles !== null;
      return {
        counts: tiles,
        system: {
          status: ok ? 'operational' : 'degraded',
          version,
          database: { kind: app.database.kind === 'pglite' ? 'embedded' : 'postgresql', reachable: ok },
          storage_used_bytes: storage,
          last_backup: backup,
        },
      } satisfies AdminOverview;
    },
  );
}
