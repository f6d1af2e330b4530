// Companies kept apart (docs/rules.md#request-hygiene): the organiser marks two companies whose
// people must never meet in a project (competitors). The meetings' trigger and the request check
// enforce it; adding one closes the pending requests between the two companies, telling both people.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOrName } from '../../../core/rules/names.ts';
import { hhmm } from '../../../core/rules/time.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  companyExclusionSchema,
  exclusionCompanyQuery,
  exclusionCompanySchema,
  exclusionCreatedSchema,
  exclusionCreateSchema,
  exclusionParams,
} from '../../../core/schemas/company-exclusion.ts';
import { arrayPageQuery } from '../../../core/schemas/list-page.ts';
import { currentUser } from '../../auth/current-user.ts';
import { companyExclusions, notifications, projects } from '../../db/schema.ts';
import { badRequest, forbidden, notFound, PG_FOREIGN_KEY_VIOLATION, pgError } from '../../errors.ts';
import { mayManageExclusions } from '../../policies/company-exclusion.ts';
import { type NewNotification, notificationValues, publishNotifications } from '../../services/notify.ts';
import type { CurrentUser } from '../../types.ts';
import { arrayPage } from '../list-reply.ts';
import { closeRequestsBetween, listExclusions, searchCompanies } from './queries.ts';

export async function exclusionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  /** Throws 403 unless `user` may manage exclusions, 404 unless the project exists. */
  async function managedProject(user: CurrentUser, projectId: string) {
    if (!mayManageExclusions(user)) throw forbidden('Only organisers keep companies apart');
    const [project] = await app.db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    if (!project) throw notFound('Project not found');
    return project;
  }

  app.get(
    '/:id/exclusions',
    {
      config: admin,
      schema: { params: uuidParam, querystring: arrayPageQuery, response: { 200: z.array(companyExclusionSchema) } },
    },
    async (request, reply) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const { limit, cursor } = request.query;
      return arrayPage(reply, await listExclusions(app.db, project.id, undefined, { limit, cursor }), limit);
    },
  );

  app.get(
    '/:id/exclusions/companies',
    {
      config: admin,
      schema: {
        params: uuidParam,
        querystring: exclusionCompanyQuery,
        response: { 200: z.array(exclusionCompanySchema) },
      },
    },
    async (request) => {
      const project = await managedProject(currentUser(request), request.params.id);
      return searchCompanies(app.db, project.id, request.query.q);
    },
  );

  app.post(
    '/:id/exclusions',
    {
      config: admin,
      schema: { params: uuidParam, body: exclusionCreateSchema, response: { 201: exclusionCreatedSchema } },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const project = await managedProject(me, request.params.id);
      // Stored in the order the table's check wants (company_a < company_b), so a pair is one row.
      const [a, b] = [request.body.company_a.toLowerCase(), request.body.company_b.toLowerCase()].sort();
      let created: { id: string; closed: number; notes: (typeof notifications.$inferSelect)[] };
      try {
        created = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(companyExclusions)
            .values({ projectId: project.id, companyA: a, companyB: b, createdBy: me.id })
            .returning({ id: companyExclusions.id });
          const closed = await closeRequestsBetween(tx, project.id, a, b, me.id);
          const items: NewNotification[] = closed.flatMap((r) =>
            [
              [r.requester, r.target],
              [r.target, r.requester],
            ].map(([to, other]) => ({
              userId: to.id,
              type: 'warning' as const,
              titleKey: 'notifications.request.withdrawn.title',
              messageKey: 'notifications.request.withdrawn.message',
              params: { name: companyOrName(other), project: r.project, date: r.date, time: hhmm(r.time) },
              link: '/meeting-requests',
            })),
          );
          const notes = items.length
            ? await tx.insert(notifications).values(items.map(notificationValues)).returning()
            : [];
          return { id: row.id, closed: closed.length, notes };
        });
      } catch (err) {
        // The project was found: a missing row can only be one of the companies.
        if (pgError(err)?.code === PG_FOREIGN_KEY_VIOLATION) {
          throw badRequest('company_not_found', 'No such company');
        }
        throw err;
      }
      publishNotifications(app.bus, created.notes);
      const [exclusion] = await listExclusions(app.db, project.id, created.id);
      return reply.status(201).send({ ...exclusion, closed_requests: created.closed });
    },
  );

  app.delete(
    '/:id/exclusions/:exclusionId',
    { config: admin, schema: { params: exclusionParams } },
    async (request, reply) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const rows = await app.db
        .delete(companyExclusions)
        .where(and(eq(companyExclusions.id, request.params.exclusionId), eq(companyExclusions.projectId, project.id)))
        .returning({ id: companyExclusions.id });
      if (rows.length === 0) throw notFound('Exclusion not found');
      return reply.status(204).send();
    },
  );
}
