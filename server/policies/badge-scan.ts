// Who may scan badges at the venue (docs/rules.md#scanning-badges): the organisers, and the
// volunteers the organisers confirmed in that project, who staff its doors and help desks. The
// project must be visible to the caller first (server/policies/project.ts), so an outsider is told
// it does not exist; a buyer, seller or interpreter of the project may see it but not scan (403).
import type { CurrentUser } from '../types.ts';

/**
 * Whether `user` may check people of a project in by their badge or by name. `rolesInProject` are
 * the roles the caller takes part in that project with, as a confirmed and active participant.
 */
export function mayScanBadges(user: Pick<CurrentUser, 'role'>, rolesInProject: readonly string[]): boolean {
  return user.role === 'admin' || (user.role === 'volunteer' && rolesInProject.includes('volunteer'));
}
