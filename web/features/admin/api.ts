// User Management and Admin Settings (SPEC.md section 2; PRODUCT.md 4 and 10): the user list with
// search and role filter, activate/deactivate, and the settings page's measured overview.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../core/roles.ts';
import { api } from '../../lib/api.ts';

export const USER_ROLE_FILTERS = ['all', 'admin', 'buyer', 'seller', 'interpreter', 'volunteer'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

/** One row of GET /api/users. */
export interface ManagedUser {
  id: string;
  full_name: string;
  email: string;
  role: Role;
  company_name: string;
  country: string;
  is_active: boolean;
  created_at: string;
}

export interface UserList {
  users: ManagedUser[];
  /** Every user, whatever the filters. */
  total: number;
}

/** GET /api/admin/overview: tile counts (null when the database did not answer) and system facts. */
export interface AdminOverview {
  counts: {
    users: { total: number; active: number };
    companies: { total: number; buyers: number; sellers: number };
    projects: { total: number; active: number };
    meetings: { total: number; scheduled: number; completed: number };
    contracts: { total: number };
  } | null;
  system: {
    status: 'operational' | 'degraded';
    version: string;
    database: { kind: 'embedded' | 'postgresql'; reachable: boolean };
    storage_used_bytes: number | null;
    last_backup: { file: string; at: string } | null;
  };
}

export const adminKeys = {
  users: ['users'] as const,
  userList: (q: string, role: UserRoleFilter) => ['users', 'list', role, q] as const,
  overview: ['admin', 'overview'] as const,
};

/** Users matching the search and role filter, newest first, with the total of all users. */
export function useUsers(q: string, role: UserRoleFilter) {
  return useQuery({
    queryKey: adminKeys.userList(q, role),
    queryFn: () => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (role !== 'all') params.set('role', role);
      const query = params.toString();
      return api.get<UserList>(`/api/users${query ? `?${query}` : ''}`);
    },
    // Typing in the search keeps the last rows on screen instead of flashing 'Loading users...'.
    placeholderData: keepPreviousData,
  });
}

/** Activate or Deactivate; every list, the overview and the directories follow. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.post<ManagedUser>(`/api/users/${id}/${active ? 'activate' : 'deactivate'}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

/** The Admin Settings tiles and System Information. */
export function useAdminOverview() {
  return useQuery({ queryKey: adminKeys.overview, queryFn: () => api.get<AdminOverview>('/api/admin/overview') });
}
