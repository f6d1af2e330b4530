// Scanning badges at the venue (docs/rules.md#scanning-badges): organisers and the project's
// volunteers check people in by their badge's QR code or by name, search the project's people for
// that, and see their own recent scans. Mounted under /api/projects.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badgeScanResultSchema,
  badgeScanSchema,
  recentScanSchema,
  scanCandidateSchema,
  scanPeopleQuery,
} from '../../../core/schemas/badge-scan.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { currentUser } from '../../auth/current-user.ts';
import { projects } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { mayScanBadges } from '../../policies/badge-scan.ts';
import { visibleProjects } from '../../policies/project.ts';
import { checkInScanned } from './check-in.ts';
import { participantOf, recentScans, rolesInProject, searchParticipants } from './queries.ts';

export async function badgeScanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The project when the caller may see it (else 404) and scan in it (else 403). */
  async function scannerProject(request: FastifyRequest, projectId: string) {
    const me = currentUser(request);
    const [project] = await app.db
      .select({ id: projects.id, timeZone: projects.timeZone })
      .from(projects)
      .where(and(eq(projects.id, projectId), visibleProjects(me)));
    if (!project) throw notFound('Project not found');
    const roles = me.role === 'admin' ? [] : await rolesInProject(app.db, project.id, me.id);
    if (!mayScanBadges(me, roles)) throw forbidden('Only organisers and the project’s volunteers scan badges');
    return { me, project };
  }

  app.post(
    '/:id/badge-scans',
    { schema: { params: uuidParam, body: badgeScanSchema, response: { 200: badgeScanResultSchema } } },
    async (request) => {
      const { me, project } = await scannerProject(request, request.params.id);
      const person = await participantOf(app.db, project.id, request.body.user_id);
      if (!person) throw badRequest('not_in_project', 'This person does not take part in this project');
      return checkInScanned(app.db, {
        project,
        person,
        scannerId: me.id,
        method: request.body.method,
        now: new Date(),
      });
    },
  );

  app.get(
    '/:id/badge-scans',
    { schema: { params: uuidParam, response: { 200: z.array(recentScanSchema) } } },
    async (request) => {
      const { me, project } = await scannerProject(request, request.params.id);
      return recentScans(app.db, project.id, me.id);
    },
  );

  app.get(
    '/:id/badge-scans/people',
    {
      schema: { params: uuidParam, querystring: scanPeopleQuery, response: { 200: z.array(scanCandidateSchema) } },
    },
    async (request) => {
      const { project } = await scannerProject(request, request.params.id);
      return searchParticipants(app.db, project.id, request.query.q);
    },
  );
}
