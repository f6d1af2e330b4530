// User Management and Admin Settings (docs/product.md): the user list with
// search and role filter, activate/deactivate, and the settings page's measured overview.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOverview, UserList, UserRoleFilter, UserRow } from '../../../core/schemas/admin.ts';
import { api } from '../../lib/api.ts';

export const adminKeys = {
  users: ['users'] as const,
  userList: (q: string, role: UserRoleFilter) => ['users', 'list', role, q] as const,
  overview: ['admin', 'overview'] as const,
};

/** Users matching the search and role filter, newest first, a page at a time, with the total of all users. */
export function useUsers(q: string, role: UserRoleFilter) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.userList(q, role),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (role !== 'all') params.set('role', role);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return api.get<UserList>(`/api/users${query ? `?${query}` : ''}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Typing in the search keeps the last rows on screen instead of flashing 'Loading users...'.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  return {
    ...query,
    data: pages && { users: pages.flatMap((p) => p.users), total: pages[0]?.total ?? 0 },
  };
}

/** Activate or Deactivate; every list, the overview and the directories follow. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.post<UserRow>(`/api/users/${id}/${active ? 'activate' : 'deactivate'}`),
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
