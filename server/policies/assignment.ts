// Who may see, manage and answer volunteer assignments (docs/rules.md#assignment-statuses):
// admins see and manage all; a volunteer sees and answers their own; other roles see none.
import { eq, type SQL, sql } from 'drizzle-orm';
import { ASSIGNMENT_ACTIONS, type AssignmentAction, type AssignmentStatus } from '../../core/rules/assignments.ts';
import { canTransition } from '../../core/rules/transitions.ts';
import { volunteerAssignments } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

/** SQL condition on `volunteer_assignments` limiting rows to those `user` may see; undefined means all. */
export function visibleAssignments(user: CurrentUser): SQL | undefined {
  switch (user.role) {
    case 'admin':
      return undefined;
    case 'volunteer':
      return eq(volunteerAssignments.volunteerId, user.id);
    default:
      return sql`false`;
  }
}

/** Creating, editing and deleting assignments is for admins. */
export function mayManageAssignments(user: CurrentUser): boolean {
  return user.role === 'admin';
}

/** Accept, Decline and Complete belong to the assignment's volunteer alone (its status aside). */
export function mayAnswerAssignment(user: CurrentUser, a: { volunteer_id: string }): boolean {
  return user.role === 'volunteer' && user.id === a.volunteer_id;
}

/** The answers `user` may give now on an assignment in `status`. */
export function answersFor(
  user: CurrentUser,
  a: { volunteer_id: string; status: AssignmentStatus },
): Record<AssignmentAction, boolean> {
  const own = mayAnswerAssignment(user, a);
  return {
    accept: own && canTransition(ASSIGNMENT_ACTIONS, a.status, 'accept'),
    decline: own && canTransition(ASSIGNMENT_ACTIONS, a.status, 'decline'),
    complete: own && canTransition(ASSIGNMENT_ACTIONS, a.status, 'complete'),
  };
}

/** Only an active volunteer can be given a task. */
export function mayBeAssigned(person: { role: CurrentUser['role']; isActive: boolean }): boolean {
  return person.isActive && person.role === 'volunteer';
}
