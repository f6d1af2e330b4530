// Inviting a project's participants (docs/rules.md#invitations): named people (a resend), or
// everyone of the project who has not accepted an invitation yet.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import { inviteResultSchema, inviteSchema } from '../../../core/schemas/mail.ts';
import { currentUser } from '../../auth/current-user.ts';
import { projectParticipants, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { findProject } from '../../queries/projects.ts';
import { inviteUsers } from '../../services/invitations.ts';

export async function invitationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/:id/invitations',
    {
      config: { access: 'admin' },
      schema: { params: uuidParam, body: inviteSchema, response: { 200: inviteResultSchema } },
    },
    async (request) => {
      const project = await findProject(app.db, currentUser(request), request.params.id);
      if (!project) throw notFound('Project not found');
      const invited = await app.db.transaction(async (tx) => {
        const rows = await tx
          .selectDistinct({ id: projectParticipants.userId })
          .from(projectParticipants)
          .innerJoin(users, eq(users.id, projectParticipants.userId))
          .where(and(eq(projectParticipants.projectId, project.id), isNull(users.acceptedAt)));
        const open = new Set(rows.map((r) => r.id));
        const asked = request.body.user_ids;
        if (asked?.some((id) => !open.has(id))) {
          throw badRequest(
            'not_invitable',
            'Only participants of this project who have not signed in yet can be invited',
          );
        }
        return inviteUsers(tx, app.config, { userIds: asked ?? [...open], projectId: project.id });
      });
      if (invited > 0) app.mailer.wake();
      return { invited };
    },
  );
}
