// Who may see and manage the directories (docs/rules.md#visibility): admins all three,
// buyers the sellers, sellers the buyers; interpreters and volunteers none. Managing them is
// admin-only by route access.
import type { PeopleRole } from '../../core/schemas/people.ts';
import type { CurrentUser } from '../types.ts';

/** The directories `user` may open. */
export function visibleDirectories(user: Pick<CurrentUser, 'role'>): PeopleRole[] {
  switch (user.role) {
    case 'admin':
      return ['buyer', 'seller', 'interpreter'];
    case 'buyer':
      return ['seller'];
    case 'seller':
      return ['buyer'];
    default:
      return [];
  }
}

/** Whether `user` may list the directory of `role`. */
export function mayListPeople(user: Pick<CurrentUser, 'role'>, role: PeopleRole): boolean {
  return visibleDirectories(user).includes(role);
}

/** Whether `user` may see one person: a role they may list, and active unless they are an admin. */
export function maySeePerson(user: Pick<CurrentUser, 'role'>, person: { role: string; isActive: boolean }): boolean {
  const allowed = visibleDirectories(user) as string[];
  return allowed.includes(person.role) && (user.role === 'admin' || person.isActive);
}
