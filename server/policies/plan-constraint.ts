// Who may ask things of a project's auto-schedule (docs/rules.md#fixed-meetings-and-precedences):
// only organisers (admins) see, fix and order meetings; participants only meet the plan that follows.
import type { CurrentUser } from '../types.ts';

/** May `user` list, add or remove a project's fixed meetings and precedences? */
export function mayManagePlanConstraints(user: CurrentUser): boolean {
  return user.role === 'admin';
}
