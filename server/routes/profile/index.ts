// One's own profile: read and edit (docs/rules.md#profiles-and-attachments).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../../core/constants.ts';
import { categoryChoicesSchema, profileSchema, profileUpdateSchema } from '../../../core/schemas/profile.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { profiles, projectParticipants } from '../../db/schema.ts';
import { listedFieldsDiffer } from '../../presenters/participant.ts';
import { presentProfile } from '../../presenters/profile.ts';
import { categoryChoices } from '../../queries/category-choices.ts';
import { companyIdFor, profileColumns } from '../../services/profile-fields.ts';
import { enqueueParticipantEvents } from '../../webhooks/participant-events.ts';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/', { schema: { response: { 200: profileSchema } } }, async (request) =>
    presentProfile(currentUser(request)),
  );

  app.put('/', { schema: { body: profileUpdateSchema, response: { 200: profileSchema } } }, async (request) => {
    const me = currentUser(request);
    const updated = await app.db.transaction(async (tx) => {
      const columns = profileColumns(me.role, request.body);
      const companyId = await companyIdFor(tx, me.role, request.body.company_name, request.body.country);
      const [row] = await tx
        .update(profiles)
        .set({ ...columns, companyId })
        .where(eq(profiles.id, me.id))
        .returning();
      // Their lines in the projects they take part in changed (docs/decisions/049-webhooks.md).
      if (listedFieldsDiffer(me, row)) {
        await enqueueParticipantEvents(
          tx as unknown as Db,
          'participant.updated',
          eq(projectParticipants.userId, me.id),
        );
      }
      return row;
    });
    return presentProfile(updated);
  });

  // The categories the profile form offers: those of the caller's projects (docs/rules.md#matchmaking).
  app.get('/categories', { schema: { response: { 200: categoryChoicesSchema } } }, async (request) => ({
    categories: await categoryChoices(app.db, currentUser(request).id),
  }));

  // The language the user's e-mails are written in: the app's, each time they change it.
  app.put(
    '/locale',
    { schema: { body: z.strictObject({ locale: z.enum(LANGUAGES) }), response: { 204: z.null() } } },
    async (request, reply) => {
      await app.db
        .update(profiles)
        .set({ locale: request.body.locale })
        .where(eq(profiles.id, currentUser(request).id));
      return reply.status(204).send(null);
    },
  );
}
