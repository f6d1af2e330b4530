// Meeting wishes (docs/rules.md#meeting-wishes-and-auto-schedule): a buyer or seller marks
// counterparts of a project as 'must meet' or 'would like'; admins see and edit everyone's. Each
// handler: validate -> load -> authorize -> act -> present.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  counterpartsQuery,
  counterpartsSchema,
  wishDeleteQuery,
  wishersQuery,
  wishersSchema,
  wishListQuery,
  wishOptionsQuery,
  wishOptionsSchema,
  wishPutSchema,
  wishSchema,
} from '../../../core/schemas/wish.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { meetingWishes, profiles, projectParticipants, projects } from '../../db/schema.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { counterpartRole, mayActForWisher, mayUseWishes, visibleWishes, wishesOpen } from '../../policies/wish.ts';
import { keysetAfter, keysetColumns, keysetOrder, pageFrom, type SortKey } from '../../queries/keyset.ts';
import { activeParticipant } from '../../queries/participants.ts';
import { findProject } from '../../queries/projects.ts';
import type { CurrentUser } from '../../types.ts';
import { arrayPage } from '../list-reply.ts';
import { counterpartCounts, counterpartsOf, listWishes, participantsAs, wisherSide } from './queries.ts';

/** The wishers' list: buyers, then sellers, by name. */
const WISHER_ORDER: SortKey[] = [
  { expr: projectParticipants.role, dir: 'asc', type: 'role' },
  { expr: profiles.fullName, dir: 'asc', type: 'text' },
  { expr: projectParticipants.id, dir: 'asc', type: 'uuid' },
];

/**
 * The project and the wisher a wish request is about, checked: the project is one the reader sees
 * (else 404), the reader may act for the wisher (else 403), and the wisher is a confirmed buyer or
 * seller of it (an admin naming someone else gets 400 not_participant).
 */
async function wishContext(db: Db, me: CurrentUser, projectId: string, userId: string | undefined) {
  const project = await findProject(db, me, projectId);
  if (!project) throw notFound('Project not found');
  const wisherId = userId ?? me.id;
  if (!mayUseWishes(me) || !mayActForWisher(me, wisherId)) throw forbidden('You may not change these wishes');
  const wisher = await wisherSide(db, project.id, wisherId);
  if (!wisher) {
    if (me.role !== 'admin') throw forbidden('Only buyers and sellers of the project wish to meet');
    throw new ApiError(400, 'not_participant', 'The wisher must be a confirmed buyer or seller of the project');
  }
  return { project, wisher };
}

const projectClosed = () => conflict('project_closed', 'The project is completed or cancelled: wishes are closed');

export async function wishRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    { schema: { querystring: wishListQuery, response: { 200: z.array(wishSchema) } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { project_id, user_id, limit, cursor } = request.query;
      const rows = await listWishes(
        app.db,
        and(
          visibleWishes(me),
          project_id ? eq(meetingWishes.projectId, project_id) : undefined,
          user_id ? eq(meetingWishes.userId, user_id) : undefined,
        ),
        { limit, cursor },
      );
      return arrayPage(reply, rows, limit);
    },
  );

  app.get(
    '/counterparts',
    { schema: { querystring: counterpartsQuery, response: { 200: counterpartsSchema } } },
    async (request) => {
      const me = currentUser(request);
      const { project_id, user_id, q, wish, limit, cursor } = request.query;
      const { project, wisher } = await wishContext(app.db, me, project_id, user_id);
      const [counts, rows] = await Promise.all([
        counterpartCounts(app.db, project.id, wisher.id, wisher.role),
        counterpartsOf(app.db, project.id, wisher.id, wisher.role, { q, wish, limit, cursor }),
      ]);
      const page = pageFrom(rows, limit);
      return {
        project: { id: project.id, name: project.name, status: project.status },
        wisher: { id: wisher.id, full_name: wisher.fullName, role: wisher.role },
        open: wishesOpen(project.status),
        counts,
        counterparts: page.rows,
        next_cursor: page.next_cursor,
      };
    },
  );

  app.get(
    '/wishers',
    { config: { access: 'admin' }, schema: { querystring: wishersQuery, response: { 200: wishersSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { limit, cursor } = request.query;
      const project = await findProject(app.db, me, request.query.project_id);
      if (!project) throw notFound('Project not found');
      const rows = await app.db
        .select({
          id: profiles.id,
          full_name: profiles.fullName,
          company_name: profiles.companyName,
          role: projectParticipants.role,
          wishes: sql<number>`(select count(*)::int from meeting_wishes w where w.project_id = ${project.id} and w.user_id = "profiles"."id")`,
          ...keysetColumns(WISHER_ORDER),
        })
        .from(projectParticipants)
        .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
        .where(
          and(
            eq(projectParticipants.projectId, project.id),
            inArray(projectParticipants.role, ['buyer', 'seller']),
            activeParticipant,
            keysetAfter(WISHER_ORDER, cursor),
          ),
        )
        .orderBy(...keysetOrder(WISHER_ORDER))
        .limit(limit + 1);
      return arrayPage(reply, rows, limit).map((r) => ({
        ...r,
        role: r.role === 'seller' ? ('seller' as const) : ('buyer' as const),
      }));
    },
  );

  app.get(
    '/options',
    { schema: { querystring: wishOptionsQuery, response: { 200: wishOptionsSchema } } },
    async (request) => {
      const me = currentUser(request);
      if (me.role !== 'buyer' && me.role !== 'seller') return { projects: [] };
      const other = counterpartRole(me.role);
      const targetId = request.query.target_id;
      const mine = app.db
        .select({ projectId: projectParticipants.projectId })
        .from(projectParticipants)
        .where(
          and(
            eq(projectParticipants.userId, me.id),
            eq(projectParticipants.role, me.role),
            eq(projectParticipants.status, 'confirmed'),
          ),
        );
      const rows = await app.db
        .select({
          id: projects.id,
          name: projects.name,
          priority: sql<
            'must' | 'like' | null
          >`(select w.priority from meeting_wishes w where w.project_id = "projects"."id" and w.user_id = ${me.id} and w.target_id = ${targetId})`,
          met: sql<boolean>`exists (select 1 from meetings m where m.project_id = "projects"."id" and m.status <> 'cancelled' and m.buyer_id = ${me.role === 'buyer' ? me.id : targetId} and m.seller_id = ${me.role === 'seller' ? me.id : targetId})`,
        })
        .from(projects)
        .innerJoin(projectParticipants, eq(projectParticipants.projectId, projects.id))
        .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
        .where(
          and(
            sql`${projects.id} in ${mine}`,
            sql`${projects.status} in ('draft', 'active')`,
            eq(projectParticipants.userId, targetId),
            eq(projectParticipants.role, other),
            activeParticipant,
          ),
        )
        .orderBy(asc(projects.startDate), asc(projects.name));
      return { projects: rows };
    },
  );

  app.put('/', { schema: { body: wishPutSchema, response: { 200: wishSchema } } }, async (request) => {
    const me = currentUser(request);
    const body = request.body;
    const { project, wisher } = await wishContext(app.db, me, body.project_id, body.user_id);
    const [target] = await participantsAs(
      app.db,
      project.id,
      counterpartRole(wisher.role),
      eq(profiles.id, body.target_id),
    );
    if (!target) {
      throw badRequest(
        'invalid_wish_target',
        'The target must be an active participant of the other side of the project',
      );
    }
    if (!wishesOpen(project.status)) throw projectClosed();
    const [row] = await app.db
      .insert(meetingWishes)
      .values({ projectId: project.id, userId: wisher.id, targetId: target.id, priority: body.priority })
      .onConflictDoUpdate({
        target: [meetingWishes.projectId, meetingWishes.userId, meetingWishes.targetId],
        set: { priority: body.priority, updatedAt: sql`now()` },
      })
      .returning({ id: meetingWishes.id });
    const [wish] = await listWishes(app.db, eq(meetingWishes.id, row.id));
    return wish;
  });

  app.delete('/', { schema: { querystring: wishDeleteQuery, response: { 204: z.null() } } }, async (request, reply) => {
    const me = currentUser(request);
    const q = request.query;
    const { project, wisher } = await wishContext(app.db, me, q.project_id, q.user_id);
    if (!wishesOpen(project.status)) throw projectClosed();
    await app.db
      .delete(meetingWishes)
      .where(
        and(
          eq(meetingWishes.projectId, project.id),
          eq(meetingWishes.userId, wisher.id),
          eq(meetingWishes.targetId, q.target_id),
        ),
      );
    return reply.status(204).send(null);
  });
}
