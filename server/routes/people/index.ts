// The Buyers, Sellers and Interpreters directories and their admin management: list and read by
// the policy; create with a temporary password, edit, and soft delete.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepsLanguages } from '../../../core/rules/languages.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  missesNameOrEmail,
  peopleListQuery,
  peopleListSchema,
  personCreatedSchema,
  personCreateSchema,
  personUpdateSchema,
} from '../../../core/schemas/people.ts';
import { categoryChoicesSchema, profileSchema } from '../../../core/schemas/profile.ts';
import { currentUser } from '../../auth/current-user.ts';
import { deleteUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { profiles, projectParticipants } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { mayListPeople, maySeePerson, visibleDirectories } from '../../policies/people.ts';
import { listedFieldsDiffer } from '../../presenters/participant.ts';
import { presentProfile } from '../../presenters/profile.ts';
import { categoryChoices } from '../../queries/category-choices.ts';
import { createAccount } from '../../services/accounts.ts';
import { inviteUsers } from '../../services/invitations.ts';
import { companyIdFor, profileColumns } from '../../services/profile-fields.ts';
import { temporaryPassword } from '../../services/temporary-password.ts';
import { enqueueParticipantEvents } from '../../webhooks/participant-events.ts';
import { findPerson, listPeople } from './queries.ts';

const nameEmailRequired = () => badRequest('name_email_required', 'Please fill in required fields (Name and Email)');

export async function peopleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/', { schema: { querystring: peopleListQuery, response: { 200: peopleListSchema } } }, async (request) => {
    const me = currentUser(request);
    const { role, q, status, limit, cursor } = request.query;
    if (!mayListPeople(me, role)) throw forbidden('You may not see this directory');
    return listPeople(app.db, role, q, status, { limit, cursor });
  });

  app.get('/:id', { schema: { params: uuidParam, response: { 200: profileSchema } } }, async (request) => {
    const me = currentUser(request);
    if (visibleDirectories(me).length === 0) throw forbidden('You may not see the directories');
    const person = await findPerson(app.db, request.params.id);
    if (!person || !maySeePerson(me, person)) throw notFound('Person not found');
    return presentProfile(person);
  });

  // The categories the admin's form offers for this person: those of their projects (docs/rules.md#matchmaking).
  app.get(
    '/:id/categories',
    { config: { access: 'admin' }, schema: { params: uuidParam, response: { 200: categoryChoicesSchema } } },
    async (request) => {
      const person = await findPerson(app.db, request.params.id);
      if (!person) throw notFound('Person not found');
      return { categories: await categoryChoices(app.db, person.id) };
    },
  );

  app.post(
    '/',
    { config: { access: 'admin' }, schema: { body: personCreateSchema, response: { 201: personCreatedSchema } } },
    async (request, reply) => {
      const { role, languages, ...fields } = request.body;
      if (missesNameOrEmail(fields)) throw nameEmailRequired();
      // The password goes to the admin in this answer only: it is hashed by createAccount and never logged.
      const password = temporaryPassword();
      const { person, invited } = await app.db.transaction(async (tx) => {
        let created = await createAccount(tx, { ...fields, password, role }, { accepted: false });
        // Buyers and sellers list languages too (they decide who needs an interpreter).
        if (languages.length) {
          [created] = await tx.update(profiles).set({ languages }).where(eq(profiles.id, created.id)).returning();
        }
        // The invitation lets them choose their own password; the temporary one stays for
        // people without e-mail access (docs/rules.md#invitations).
        return { person: created, invited: (await inviteUsers(tx, app.config, { userIds: [created.id] })) > 0 };
      });
      if (invited) app.mailer.wake();
      return reply.status(201).send({ person: presentProfile(person), temporary_password: password, invited });
    },
  );

  app.put(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params: uuidParam, body: personUpdateSchema, response: { 200: profileSchema } },
    },
    async (request) => {
      const person = await findPerson(app.db, request.params.id);
      if (!person) throw notFound('Person not found');
      const { languages, ...fields } = request.body;
      if (!fields.full_name) throw nameEmailRequired();
      const updated = await app.db.transaction(async (tx) => {
        const companyId = await companyIdFor(tx, person.role, fields.company_name, fields.country);
        const [row] = await tx
          .update(profiles)
          .set({
            ...profileColumns(person.role, fields),
            companyId,
            ...(keepsLanguages(person.role) ? { languages } : {}),
          })
          .where(eq(profiles.id, person.id))
          .returning();
        // Their lines in the projects they take part in changed (docs/decisions/049-webhooks.md).
        if (listedFieldsDiffer(person, row)) {
          await enqueueParticipantEvents(
            tx as unknown as Db,
            'participant.updated',
            eq(projectParticipants.userId, person.id),
          );
        }
        return row;
      });
      return presentProfile(updated);
    },
  );

  app.delete(
    '/:id',
    { config: { access: 'admin' }, schema: { params: uuidParam, response: { 204: z.null() } } },
    async (request, reply) => {
      const person = await findPerson(app.db, request.params.id);
      if (!person) throw notFound('Person not found');
      // A soft delete: the account stays for the records it is part of, but signs in no more.
      // Inactive first: from then on no session of theirs resolves, even before it is deleted.
      await app.db.transaction(async (tx) => {
        await tx.update(profiles).set({ isActive: false }).where(eq(profiles.id, person.id));
        if (person.isActive) {
          await enqueueParticipantEvents(
            tx as unknown as Db,
            'participant.updated',
            eq(projectParticipants.userId, person.id),
          );
        }
      });
      await deleteUserSessions(app.db, person.id);
      return reply.status(204).send(null);
    },
  );
}
