// Who may manage a project's meeting tables (docs/rules.md#tables): everyone taking part in the
// project may see them (the agenda names the table); only admins make, rename, delete or fix them.
import type { CurrentUser } from '../types.ts';

/** May `user` create, rename, reorder or delete tables, or give a seller a fixed table? */
export function mayManageTables(user: CurrentUser): boolean {
  return user.role === 'admin';
}
