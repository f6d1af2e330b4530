// User Management (docs/rules.md#roles-and-accounts): admins list, search
// and filter every user, and deactivate or activate them. Deactivating ends the user's sessions at
// once; signing in is then refused by the sign-in route (account_deactivated).
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParams, userListQuery, userListSchema, userRowSchema } from '../../../core/schemas/admin.ts';
import { currentUser } from '../../auth/current-user.ts';
import { deleteUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { companies, profiles, projectParticipants } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { presentUserRow } from '../../presenters/user.ts';
import { containsPattern } from '../../queries/contains-pattern.ts';
import {
  keysetAfter,
  keysetColumns,
  keysetOrder,
  type PageRequest,
  pageFrom,
  type SortKey,
} from '../../queries/keyset.ts';
import type { CurrentUser } from '../../types.ts';
import { enqueueParticipantEvents } from '../../webhooks/participant-events.ts';

const columns = {
  id: profiles.id,
  full_name: profiles.fullName,
  email: profiles.email,
  role: profiles.role,
  profile_company: profiles.companyName,
  linked_company: companies.name,
  country: profiles.country,
  is_active: profiles.isActive,
  created_at: profiles.createdAt,
};

const USER_ORDER: SortKey[] = [
  { expr: profiles.createdAt, dir: 'desc', type: 'timestamptz' },
  { expr: profiles.id, dir: 'desc', type: 'uuid' },
];

/** Users matching `where`, newest first; one page of them when `page` is given. */
function listUsers(db: Db, where?: SQL, page?: PageRequest) {
  const query = db
    .select({ ...columns, ...keysetColumns(USER_ORDER) })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(and(where, keysetAfter(USER_ORDER, page?.cursor)))
    .orderBy(...keysetOrder(USER_ORDER))
    .$dynamic();
  return page ? query.limit(page.limit + 1) : query;
}

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    { config: { access: 'admin' }, schema: { querystring: userListQuery, response: { 200: userListSchema } } },
    async (request) => {
      const q = request.query.q?.trim();
      const role = request.query.role ?? 'all';
      const pattern = q ? containsPattern(q) : undefined;
      const where = and(
        role === 'all' ? undefined : eq(profiles.role, role),
        pattern
          ? or(
              ilike(profiles.fullName, pattern),
              ilike(profiles.email, pattern),
              ilike(profiles.companyName, pattern),
              ilike(companies.name, pattern),
            )
          : undefined,
      );
      const { limit, cursor } = request.query;
      const [rows, [all]] = await Promise.all([
        listUsers(app.db, where, { limit, cursor }),
        app.db.select({ n: count() }).from(profiles),
      ]);
      const page = pageFrom(rows, limit);
      return { users: page.rows.map(presentUserRow), total: all.n, next_cursor: page.next_cursor };
    },
  );

  const setActive = (active: boolean) => async (request: { params: { id: string }; user: CurrentUser | null }) => {
    const me = currentUser(request);
    const { id } = request.params;
    if (!active && id === me.id) throw conflict('cannot_deactivate_self', 'You cannot deactivate your own account');
    const found = await app.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ isActive: profiles.isActive })
        .from(profiles)
        .where(eq(profiles.id, id))
        .for('update');
      if (!before) return false;
      await tx.update(profiles).set({ isActive: active }).where(eq(profiles.id, id));
      // Their lines in the projects they take part in show it (docs/decisions/049-webhooks.md).
      if (before.isActive !== active) {
        await enqueueParticipantEvents(tx as unknown as Db, 'participant.updated', eq(projectParticipants.userId, id));
      }
      return true;
    });
    if (!found) throw notFound('User not found');
    // A deactivated user's open sessions end now, not when they expire.
    if (!active) await deleteUserSessions(app.db, id);
    const [row] = await listUsers(app.db, eq(profiles.id, id));
    return presentUserRow(row);
  };

  const actionSchema = { params: userIdParams, response: { 200: userRowSchema } };
  app.post('/:id/deactivate', { config: { access: 'admin' }, schema: actionSchema }, setActive(false));
  app.post('/:id/activate', { config: { access: 'admin' }, schema: actionSchema }, setActive(true));
}
