// Volunteer assignments (docs/rules.md#assignment-statuses): admins see, create,
// edit and delete all; a volunteer sees their own and answers them (actions.ts); other roles see none.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Assignment,
  type AssignmentInput,
  assignmentInputSchema,
  assignmentOptionsQuery,
  assignmentOptionsSchema,
  assignmentSchema,
} from '../../../core/schemas/assignment.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { arrayPageQuery } from '../../../core/schemas/list-page.ts';
import { currentUser } from '../../auth/current-user.ts';
import { profiles, projects, volunteerAssignments } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { mayBeAssigned, mayManageAssignments, visibleAssignments } from '../../policies/assignment.ts';
import { notifyVolunteer } from '../../services/assignment-notifications.ts';
import type { CurrentUser } from '../../types.ts';
import { arrayPage } from '../list-reply.ts';
import { assignmentActionRoutes } from './actions.ts';
import {
  ASSIGNMENT_PROJECT_STATUSES,
  assignmentColumns,
  assignmentOptions,
  findAssignment,
  listAssignments,
} from './queries.ts';

export async function assignmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Refuses anyone but an admin before a change is looked at. */
  const manager = (user: CurrentUser | null) => {
    const me = user as CurrentUser;
    if (!mayManageAssignments(me)) throw forbidden('Only admins manage assignments');
    return me;
  };

  /** Refuses a volunteer who is not an active volunteer and a project that is over or unknown. */
  async function checkInput(input: AssignmentInput, before?: Assignment) {
    const [person] = await app.db
      .select({ role: profiles.role, isActive: profiles.isActive })
      .from(profiles)
      .where(eq(profiles.id, input.volunteer_id));
    if (!person || !mayBeAssigned(person)) throw badRequest('invalid_volunteer', 'Choose an active volunteer');
    if (!input.project_id || input.project_id === before?.project?.id) return;
    const [project] = await app.db
      .select({ status: projects.status })
      .from(projects)
      .where(eq(projects.id, input.project_id));
    if (!project || !(ASSIGNMENT_PROJECT_STATUSES as readonly string[]).includes(project.status))
      throw badRequest('invalid_assignment_project', 'Choose a draft or active project');
  }

  app.get(
    '/',
    { schema: { querystring: arrayPageQuery, response: { 200: z.array(assignmentSchema) } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { limit, cursor } = request.query;
      return arrayPage(reply, await listAssignments(app.db, me, visibleAssignments(me), { limit, cursor }), limit);
    },
  );

  app.get(
    '/options',
    { schema: { querystring: assignmentOptionsQuery, response: { 200: assignmentOptionsSchema } } },
    async (request) => {
      manager(request.user);
      return assignmentOptions(app.db, request.query);
    },
  );

  app.post(
    '/',
    { schema: { body: assignmentInputSchema, response: { 201: assignmentSchema } } },
    async (request, reply) => {
      const me = manager(request.user);
      await checkInput(request.body);
      const [row] = await app.db
        .insert(volunteerAssignments)
        .values({ ...assignmentColumns(request.body), status: 'assigned' })
        .returning({ id: volunteerAssignments.id });
      const created = (await findAssignment(app.db, me, row.id)) as Assignment;
      await notifyVolunteer(app.db, app.bus, created, 'assigned');
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/:id',
    { schema: { params: uuidParam, body: assignmentInputSchema, response: { 200: assignmentSchema } } },
    async (request) => {
      const me = manager(request.user);
      const before = await findAssignment(app.db, me, request.params.id);
      if (!before) throw notFound('Assignment not found');
      await checkInput(request.body, before);
      // The status stays the volunteer's to change; an edit leaves it as it is.
      const rows = await app.db
        .update(volunteerAssignments)
        .set(assignmentColumns(request.body))
        .where(eq(volunteerAssignments.id, before.id))
        .returning({ id: volunteerAssignments.id });
      if (rows.length === 0) throw notFound('Assignment not found');
      const after = (await findAssignment(app.db, me, before.id)) as Assignment;
      if (after.volunteer.id !== before.volunteer.id) await notifyVolunteer(app.db, app.bus, after, 'assigned');
      else if (movedInTime(before, after)) await notifyVolunteer(app.db, app.bus, after, 'rescheduled');
      return after;
    },
  );

  app.delete('/:id', { schema: { params: uuidParam } }, async (request, reply) => {
    manager(request.user);
    const rows = await app.db
      .delete(volunteerAssignments)
      .where(eq(volunteerAssignments.id, request.params.id))
      .returning({ id: volunteerAssignments.id });
    if (rows.length === 0) throw notFound('Assignment not found');
    return reply.status(204).send();
  });

  await app.register(assignmentActionRoutes);
}

/** True when an edit moved the task's day or hours: the volunteer must hear of it. */
function movedInTime(before: Assignment, after: Assignment) {
  return (
    before.assigned_date !== after.assigned_date ||
    before.start_time !== after.start_time ||
    before.end_time !== after.end_time
  );
}
