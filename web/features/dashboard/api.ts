// The dashboards: the admin's four counts and everyone else's own dashboard. Other features'
// changes invalidate ['dashboard'] so both refresh.
import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../core/schemas/dashboard.ts';
import { api } from '../../lib/api.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  adminStats: ['dashboard', 'admin-stats'] as const,
  mine: ['dashboard', 'mine'] as const,
};

export interface AdminStats {
  total_users: number;
  total_projects: number;
  total_meetings: number;
  active_meetings: number;
}

export function useAdminStats() {
  return useQuery({
    queryKey: dashboardKeys.adminStats,
    queryFn: () => api.get<AdminStats>('/api/dashboard/admin-stats'),
  });
}

/** The signed-in user's dashboard: the sections of their role, the others null. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.mine,
    queryFn: () => api.get<Dashboard>('/api/dashboard'),
  });
}
