// The shapes of User Management (SPEC.md section 2 User Management): the list's query and rows.
import { z } from 'zod';
import { ROLES } from '../../../core/roles.ts';

export const USER_ROLE_FILTERS = ['all', ...ROLES] as const;

export const userListQuery = z
  .object({
    q: z.string().max(200).optional(),
    role: z.enum(USER_ROLE_FILTERS).optional(),
  })
  .strict();

export const userRowSchema = z.object({
  id: z.string().uuid(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  company_name: z.string(),
  country: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userListSchema = z.object({
  users: z.array(userRowSchema),
  /** Every user, whatever the filters: the Y of 'Showing X of Y users'. */
  total: z.number().int(),
});

export const userIdParams = z.object({ id: z.string().uuid() }).strict();
