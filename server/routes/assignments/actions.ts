// Accept, Decline and Complete (docs/rules.md#assignment-statuses): the assignment's own volunteer only.
import type { FastifyInstance } from 'fastify';
import { ASSIGNMENT_ACTIONS } from '../../../core/rules/assignments.ts';
import { type Assignment, assignmentSchema } from '../../../core/schemas/assignment.ts';
import { volunteerAssignments } from '../../db/schema.ts';
import { mayAnswerAssignment, visibleAssignments } from '../../policies/assignment.ts';
import { statusActionRoutes } from '../status-actions.ts';
import { findAssignment } from './queries.ts';

export async function assignmentActionRoutes(app: FastifyInstance) {
  statusActionRoutes(app, {
    noun: 'assignment',
    table: volunteerAssignments,
    transitions: ASSIGNMENT_ACTIONS,
    response: assignmentSchema,
    find: (me, id) => findAssignment(app.db, me, id, visibleAssignments(me)),
    mayAct: (me, before) => mayAnswerAssignment(me, { volunteer_id: before.volunteer.id }),
    forbidden: 'Only the volunteer answers their assignment',
    wrongStatus: (from) => `Only an assignment that is ${from} can be changed this way`,
    reread: async (me, id) => (await findAssignment(app.db, me, id)) as Assignment,
  });
}
