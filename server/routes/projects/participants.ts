// Who takes part in a project: the project detail's list and the Add Participants modal.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  candidateQuery,
  candidateSchema,
  participantChangesSchema,
  participantListQuery,
  participantPageSchema,
} from '../../../core/schemas/participant.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { profiles, projectParticipants } from '../../db/schema.ts';
import {
  badRequest,
  conflict,
  notFound,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgError,
} from '../../errors.ts';
import { presentParticipant } from '../../presenters/participant.ts';
import { keysetAfter, keysetColumns, keysetOrder, pageFrom, type SortKey } from '../../queries/keyset.ts';
import { participantCounts, participantPageQuery } from '../../queries/participant-page.ts';
import { findProject } from '../../queries/projects.ts';
import { enqueueParticipantEvents } from '../../webhooks/participant-events.ts';
import { arrayPage } from '../list-reply.ts';

/** Who could join, by name. */
const CANDIDATE_ORDER: SortKey[] = [
  { expr: profiles.fullName, dir: 'asc', type: 'text' },
  { expr: profiles.id, dir: 'asc', type: 'uuid' },
];

export async function participantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  app.get(
    '/:id/participants',
    { schema: { params: uuidParam, querystring: participantListQuery, response: { 200: participantPageSchema } } },
    async (request) => {
      const project = await findProject(app.db, currentUser(request), request.params.id);
      if (!project) throw notFound('Project not found');
      const { limit, cursor, q, role } = request.query;
      // The head counts are the whole project's: read once, with the first page of the whole list.
      const whole = !cursor && !q && !role;
      const [rows, counts] = await Promise.all([
        participantPageQuery(app.db, { projectId: project.id, role, q, limit, cursor }),
        whole ? participantCounts(app.db, project.id) : null,
      ]);
      const page = pageFrom(rows, limit);
      return {
        items: page.rows.map(presentParticipant),
        next_cursor: page.next_cursor,
        counts,
      };
    },
  );

  app.get(
    '/:id/candidates',
    {
      config: admin,
      schema: { params: uuidParam, querystring: candidateQuery, response: { 200: z.array(candidateSchema) } },
    },
    async (request, reply) => {
      const { role, limit, cursor } = request.query;
      if (!(await findProject(app.db, currentUser(request), request.params.id))) {
        throw notFound('Project not found');
      }
      const rows = await app.db
        .select({ profile: profiles, participantId: projectParticipants.id, ...keysetColumns(CANDIDATE_ORDER) })
        .from(profiles)
        .leftJoin(
          projectParticipants,
          and(
            eq(projectParticipants.userId, profiles.id),
            eq(projectParticipants.projectId, request.params.id),
            eq(projectParticipants.role, role),
          ),
        )
        .where(and(eq(profiles.role, role), eq(profiles.isActive, true), keysetAfter(CANDIDATE_ORDER, cursor)))
        .orderBy(...keysetOrder(CANDIDATE_ORDER))
        .limit(limit + 1);
      return arrayPage(reply, rows, limit).map(({ profile, participantId }) => ({
        user_id: profile.id,
        full_name: profile.fullName,
        email: profile.email,
        company_name: profile.companyName,
        participant_id: participantId,
      }));
    },
  );

  app.put(
    '/:id/participants',
    {
      config: admin,
      schema: {
        params: uuidParam,
        body: participantChangesSchema,
        response: { 200: z.object({ added: z.number().int(), removed: z.number().int() }) },
      },
    },
    async (request) => {
      const { add, remove } = request.body;
      if (add.length === 0 && remove.length === 0) throw badRequest('no_changes', 'No changes to save');
      const projectId = request.params.id;
      try {
        return await app.db.transaction(async (tx) => {
          // A participant takes part in the role their profile has.
          const people = add.length
            ? await tx
                .select({ id: profiles.id, role: profiles.role })
                .from(profiles)
                .where(
                  inArray(
                    profiles.id,
                    add.map((a) => a.user_id),
                  ),
                )
            : [];
          const roleOf = new Map(people.map((p) => [p.id, p.role]));
          if (add.some((a) => roleOf.has(a.user_id) && roleOf.get(a.user_id) !== a.role)) {
            throw badRequest('role_mismatch', 'A participant must take part in the role of their profile');
          }
          const removed = remove.length
            ? await tx
                .delete(projectParticipants)
                .where(and(eq(projectParticipants.projectId, projectId), inArray(projectParticipants.id, remove)))
                .returning({ id: projectParticipants.id })
            : [];
          const added = add.length
            ? await tx
                .insert(projectParticipants)
                .values(add.map((a) => ({ projectId, userId: a.user_id, role: a.role, status: 'confirmed' })))
                .returning({ id: projectParticipants.id })
            : [];
          // Who joined, as webhook events in this transaction (docs/decisions/049-webhooks.md).
          if (added.length) {
            await enqueueParticipantEvents(
              tx as unknown as Db,
              'participant.created',
              inArray(
                projectParticipants.id,
                added.map((a) => a.id),
              ),
              projectId,
            );
          }
          return { added: added.length, removed: removed.length };
        });
      } catch (err) {
        const code = pgError(err)?.code;
        if (code === PG_UNIQUE_VIOLATION) {
          throw conflict('duplicate_participant', 'Some users are already added with this role');
        }
        if (code === PG_FOREIGN_KEY_VIOLATION) {
          throw conflict('invalid_reference', 'Invalid project or user reference');
        }
        throw err;
      }
    },
  );

  app.delete(
    '/:id/participants/:participantId',
    { config: admin, schema: { params: z.object({ id: z.uuid(), participantId: z.uuid() }) } },
    async (request, reply) => {
      const rows = await app.db
        .delete(projectParticipants)
        .where(
          and(
            eq(projectParticipants.id, request.params.participantId),
            eq(projectParticipants.projectId, request.params.id),
          ),
        )
        .returning({ id: projectParticipants.id });
      if (rows.length === 0) throw notFound('Participant not found');
      return reply.status(204).send();
    },
  );
}
