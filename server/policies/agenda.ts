// Whose agenda a user may read (docs/rules.md#agendas-and-badges). The project must be visible to
// the reader first (server/policies/project.ts); everyone's agendas in one file and the badges are
// admin routes, refused by the access guard before this is asked.
import type { CurrentUser } from '../types.ts';

/** A person reads their own agenda; an admin reads anyone's. Anyone else's is hidden (404). */
export function mayReadAgenda(user: CurrentUser, personId: string): boolean {
  return user.role === 'admin' || user.id === personId;
}
