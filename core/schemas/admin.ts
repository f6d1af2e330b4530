// What only admins read: User Management's list of every user, and Admin Settings' overview.
import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { LIST_PAGE_MAX, pageQueryFields } from './list-page.ts';

/** The role filter of the user list: every role, or all of them. */
export const USER_ROLE_FILTERS = ['all', ...ROLES] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

/** GET /api/users: the search text and the role filter. */
export const userListQuery = z
  .object({
    q: z.string().max(200).optional(),
    role: z.enum(USER_ROLE_FILTERS).optional(),
    ...pageQueryFields(LIST_PAGE_MAX),
  })
  .strict();

/** One row of the user list; the company is the profile's own text, else its linked company's name. */
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

/** GET /api/users: the matching users, newest first, and how many users there are in all. */
export const userListSchema = z.object({
  users: z.array(userRowSchema),
  /** Every user, whatever the filters: the Y of 'Showing X of Y users'. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null: this was the last. */
  next_cursor: z.string().nullable(),
});
export type UserList = z.infer<typeof userListSchema>;

/** The :id of /api/users/:id/activate and /deactivate. */
export const userIdParams = z.object({ id: z.string().uuid() }).strict();

/** GET /api/admin/overview: the Admin Settings tiles and System Information. */
export const adminOverviewSchema = z.object({
  /** Null when the database did not answer. */
  counts: z
    .object({
      users: z.object({ total: z.number().int(), active: z.number().int() }),
      companies: z.object({ total: z.number().int(), buyers: z.number().int(), sellers: z.number().int() }),
      projects: z.object({ total: z.number().int(), active: z.number().int() }),
      /** Every meeting row; `scheduled` counts those still ahead (scheduled or confirmed). */
      meetings: z.object({ total: z.number().int(), scheduled: z.number().int(), completed: z.number().int() }),
      contracts: z.object({ total: z.number().int() }),
    })
    .nullable(),
  system: z.object({
    status: z.enum(['operational', 'degraded']),
    version: z.string(),
    database: z.object({ kind: z.enum(['embedded', 'postgresql']), reachable: z.boolean() }),
    /** Bytes of uploaded files; null when they could not be measured. */
    storage_used_bytes: z.number().int().nullable(),
    /** The newest backup `npm run backup` made, or null when there is none yet. */
    last_backup: z.object({ file: z.string(), at: z.string() }).nullable(),
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
