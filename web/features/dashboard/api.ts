import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface AdminStats {
  total_users: number;
  total_projects: number;
  total_meetings: number;
  active_meetings: number;
}

export function useAdminStats() {
  return useQuery({
    queryKey: ['dashboard', 'admin-stats'],
    queryFn: () => api.get<AdminStats>('/api/dashboard/admin-stats'),
  });
}
