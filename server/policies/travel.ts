// Who may see and manage travel records (docs/rules.md#travel): admins see and manage
// all of them; everyone else only sees their own and changes none.
import { eq, type SQL } from 'drizzle-orm';
import { travelInfo } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

/** SQL condition on `travel_info` limiting rows to those `user` may see; undefined means all. */
export function visibleTravel(user: CurrentUser): SQL | undefined {
  return user.role === 'admin' ? undefined : eq(travelInfo.userId, user.id);
}

/** Adding, editing and deleting travel records is for admins. */
export function mayManageTravel(user: CurrentUser): boolean {
  return user.role === 'admin';
}

/** Anyone but an admin may travel: admins organise, they are not on the list. */
export function mayTravel(person: { role: CurrentUser['role']; isActive: boolean }): boolean {
  return person.isActive && person.role !== 'admin';
}
