// Who may keep companies apart in a project (docs/rules.md#request-hygiene): only organisers (admins)
// see and change the exclusions; participants only meet their effect (a refused request or meeting).
import type { CurrentUser } from '../types.ts';

/** May `user` list, add or remove a project's company exclusions? */
export function mayManageExclusions(user: CurrentUser): boolean {
  return user.role === 'admin';
}
