import type { UserRow } from '../../core/schemas/admin.ts';

/** A profile as the admin's user list selects it: its own company text and its linked company's name. */
export type UserListRow = Omit<UserRow, 'company_name' | 'created_at'> & {
  profile_company: string;
  linked_company: string | null;
  created_at: Date;
};

/** A row of the admin's user list in the API's shape. */
export const presentUserRow = ({ profile_company, linked_company, created_at, ...r }: UserListRow): UserRow => ({
  ...r,
  // The profile's own company text, else the name of the company it is linked to.
  company_name: profile_company || linked_company || '',
  created_at: created_at.toISOString(),
});
