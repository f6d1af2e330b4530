// A project's meeting tables (docs/rules.md#tables): everyone taking part sees them; admins create
// them one by one or in bulk, rename, reorder and delete them, and give sellers fixed tables.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkTableNames } from '../../../core/rules/tables.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { arrayPageQuery } from '../../../core/schemas/list-page.ts';
import {
  meetingTableSchema,
  sellerTableSchema,
  tableBulkSchema,
  tableCreateSchema,
  tableOrderSchema,
  tableParams,
  tableUpdateSchema,
} from '../../../core/schemas/meeting-table.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { meetings, meetingTables, projectParticipants, projects } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { mayManageTables } from '../../policies/meeting-table.ts';
import { listTables } from '../../queries/meeting-tables.ts';
import { findProject } from '../../queries/projects.ts';
import type { CurrentUser } from '../../types.ts';
import { enqueueParticipantEvents } from '../../webhooks/participant-events.ts';
import { arrayPage } from '../list-reply.ts';
import { tableError } from './errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The position after the project's last table. */
async function nextPosition(db: Pick<Db, 'select'>, projectId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${meetingTables.position}), 0)::int + 1` })
    .from(meetingTables)
    .where(eq(meetingTables.projectId, projectId));
  return row.next;
}

export async function tableRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  /** Throws 403 unless `user` may manage tables, 404 unless the project exists. */
  async function managedProject(user: CurrentUser, projectId: string) {
    if (!mayManageTables(user)) throw forbidden('Only admins manage tables');
    const [project] = await app.db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    if (!project) throw notFound('Project not found');
    return project;
  }

  /** Runs `act` in a transaction, turning the database's refusals into table codes. */
  async function guarded<T>(act: (tx: Tx) => Promise<T>, opts: { deleting?: boolean } = {}): Promise<T> {
    try {
      return await app.db.transaction(act);
    } catch (err) {
      throw tableError(err, opts);
    }
  }

  app.get(
    '/:id/tables',
    { schema: { params: uuidParam, querystring: arrayPageQuery, response: { 200: z.array(meetingTableSchema) } } },
    async (request, reply) => {
      const project = await findProject(app.db, currentUser(request), request.params.id);
      if (!project) throw notFound('Project not found');
      const { limit, cursor } = request.query;
      return arrayPage(reply, await listTables(app.db, project.id, undefined, { limit, cursor }), limit);
    },
  );

  app.post(
    '/:id/tables',
    { config: admin, schema: { params: uuidParam, body: tableCreateSchema, response: { 201: meetingTableSchema } } },
    async (request, reply) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const id = await guarded(async (tx) => {
        const [row] = await tx
          .insert(meetingTables)
          .values({ projectId: project.id, name: request.body.name, position: await nextPosition(tx, project.id) })
          .returning({ id: meetingTables.id });
        return row.id;
      });
      const [table] = await listTables(app.db, project.id, id);
      return reply.status(201).send(table);
    },
  );

  app.post(
    '/:id/tables/bulk',
    {
      config: admin,
      schema: { params: uuidParam, body: tableBulkSchema, response: { 201: z.array(meetingTableSchema) } },
    },
    async (request, reply) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const { count, prefix, start } = request.body;
      const names = bulkTableNames(prefix, start, count);
      // All or nothing: a batch with a name the project has would leave a gap in the numbering.
      const ids = await guarded(async (tx) => {
        const taken = await tx
          .select({ name: meetingTables.name })
          .from(meetingTables)
          .where(and(eq(meetingTables.projectId, project.id), inArray(meetingTables.name, names)));
        if (taken.length > 0) {
          throw conflict('table_name_taken', 'The project already has tables of these names', {
            names: taken.map((t) => t.name),
          });
        }
        const first = await nextPosition(tx, project.id);
        const rows = await tx
          .insert(meetingTables)
          .values(names.map((name, i) => ({ projectId: project.id, name, position: first + i })))
          .returning({ id: meetingTables.id });
        return new Set(rows.map((r) => r.id));
      });
      const tables = await listTables(app.db, project.id);
      return reply.status(201).send(tables.filter((t) => ids.has(t.id)));
    },
  );

  // One statement puts every table in its place, so the order never lies half-changed.
  app.put(
    '/:id/tables/order',
    {
      config: admin,
      schema: { params: uuidParam, body: tableOrderSchema, response: { 200: z.array(meetingTableSchema) } },
    },
    async (request) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const { ids } = request.body;
      await guarded(async (tx) => {
        const current = await tx
          .select({ id: meetingTables.id })
          .from(meetingTables)
          .where(eq(meetingTables.projectId, project.id))
          .for('update');
        const known = new Set(current.map((t) => t.id));
        if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw badRequest('table_order_incomplete', "The order must name each of the project's tables once");
        }
        await tx
          .update(meetingTables)
          .set({ position: sql`array_position(${sql.param(ids)}::uuid[], ${meetingTables.id})` })
          .where(eq(meetingTables.projectId, project.id));
      });
      return listTables(app.db, project.id);
    },
  );

  app.patch(
    '/:id/tables/:tableId',
    { config: admin, schema: { params: tableParams, body: tableUpdateSchema, response: { 200: meetingTableSchema } } },
    async (request) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const { name, position } = request.body;
      const rows = await guarded((tx) =>
        tx
          .update(meetingTables)
          .set({ ...(name !== undefined && { name }), ...(position !== undefined && { position }) })
          .where(and(eq(meetingTables.id, request.params.tableId), eq(meetingTables.projectId, project.id)))
          .returning({ id: meetingTables.id }),
      );
      if (rows.length === 0) throw notFound('Table not found');
      const [table] = await listTables(app.db, project.id, request.params.tableId);
      return table;
    },
  );

  app.delete('/:id/tables/:tableId', { config: admin, schema: { params: tableParams } }, async (request, reply) => {
    const project = await managedProject(currentUser(request), request.params.id);
    const { tableId } = request.params;
    await guarded(
      async (tx) => {
        const here = and(eq(meetings.projectId, project.id), eq(meetings.tableId, tableId));
        const [counting] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(meetings)
          .where(and(here, ne(meetings.status, 'cancelled')));
        if (counting.n > 0) {
          throw conflict('table_in_use', 'Meetings sit at this table', { meetings: counting.n });
        }
        // What does not count lets go of the table: cancelled meetings and the seller it was fixed to.
        await tx.update(meetings).set({ tableId: null }).where(here);
        const freed = await tx
          .update(projectParticipants)
          .set({ tableId: null })
          .where(and(eq(projectParticipants.projectId, project.id), eq(projectParticipants.tableId, tableId)))
          .returning({ id: projectParticipants.id });
        // The seller's line shows no fixed table now (docs/decisions/049-webhooks.md).
        if (freed.length) {
          await enqueueParticipantEvents(
            tx as unknown as Db,
            'participant.updated',
            inArray(
              projectParticipants.id,
              freed.map((f) => f.id),
            ),
            project.id,
          );
        }
        const rows = await tx
          .delete(meetingTables)
          .where(and(eq(meetingTables.id, tableId), eq(meetingTables.projectId, project.id)))
          .returning({ id: meetingTables.id });
        if (rows.length === 0) throw notFound('Table not found');
      },
      { deleting: true },
    );
    return reply.status(204).send();
  });

  app.put(
    '/:id/participants/:participantId/table',
    {
      config: admin,
      schema: {
        params: z.object({ id: z.uuid(), participantId: z.uuid() }),
        body: sellerTableSchema,
        response: { 200: z.object({ participant_id: z.uuid(), table_id: z.uuid().nullable() }) },
      },
    },
    async (request) => {
      const project = await managedProject(currentUser(request), request.params.id);
      const { participantId } = request.params;
      const tableId = request.body.table_id;
      const [participant] = await app.db
        .select({ role: projectParticipants.role, tableId: projectParticipants.tableId })
        .from(projectParticipants)
        .where(and(eq(projectParticipants.id, participantId), eq(projectParticipants.projectId, project.id)));
      if (!participant) throw notFound('Participant not found');
      if (participant.role !== 'seller') throw badRequest('not_seller', 'Only sellers get a fixed table');
      await guarded(async (tx) => {
        await tx.update(projectParticipants).set({ tableId }).where(eq(projectParticipants.id, participantId));
        // The seller's line shows the table (docs/decisions/049-webhooks.md).
        if (participant.tableId !== tableId) {
          await enqueueParticipantEvents(
            tx as unknown as Db,
            'participant.updated',
            eq(projectParticipants.id, participantId),
            project.id,
          );
        }
      });
      return { participant_id: participantId, table_id: tableId };
    },
  );
}
