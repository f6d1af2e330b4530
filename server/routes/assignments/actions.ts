// Accept, Decline and Complete (docs/rules.md#assignment-statuses): the assignment's own volunteer only.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ASSIGNMENT_ACTIONS, type AssignmentAction } from '../../../core/rules/assignments.ts';
import { type Assignment, assignmentSchema } from '../../../core/schemas/assignment.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { currentUser } from '../../auth/current-user.ts';
import { volunteerAssignments } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { mayAnswerAssignment, visibleAssignments } from '../../policies/assignment.ts';
import { findAssignment } from './queries.ts';

export async function assignmentActionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const action of Object.keys(ASSIGNMENT_ACTIONS) as AssignmentAction[]) {
    app.post(
      `/:id/${action}`,
      { schema: { params: uuidParam, response: { 200: assignmentSchema } } },
      async (request) => {
        const me = currentUser(request);
        const before = await findAssignment(app.db, me, request.params.id, visibleAssignments(me));
        if (!before) throw notFound('Assignment not found');
        if (!mayAnswerAssignment(me, { volunteer_id: before.volunteer.id }))
          throw forbidden('Only the volunteer answers their assignment');
        const { from, to } = ASSIGNMENT_ACTIONS[action];
        if (before.status !== from)
          throw conflict('invalid_transition', `Only an assignment that is ${from} can be changed this way`);
        // The status in the WHERE makes a double click or a race change the assignment once.
        const rows = await app.db
          .update(volunteerAssignments)
          .set({ status: to })
          .where(and(eq(volunteerAssignments.id, before.id), eq(volunteerAssignments.status, from)))
          .returning({ id: volunteerAssignments.id });
        if (rows.length === 0) throw conflict('invalid_transition', 'The assignment changed meanwhile');
        return (await findAssignment(app.db, me, before.id)) as Assignment;
      },
    );
  }
}
