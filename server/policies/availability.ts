// Whose availability a user may read and change (docs/rules.md#availability). The project must be
// visible to the caller first (server/policies/project.ts; else 404), and the person must take part
// in it as a buyer, seller or interpreter.
import type { CurrentUser } from '../types.ts';

/**
 * A buyer, seller or interpreter reads and marks their own availability; an admin anyone's. Anyone
 * else is refused (403), as with wishes: they see the project, not the person's schedule.
 */
export function mayManageAvailability(user: CurrentUser, personId: string): boolean {
  return user.role === 'admin' || user.id === personId;
}
