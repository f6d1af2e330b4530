// /dashboard: the admin dashboard for admins, the user dashboard for everyone else.
import { useCurrentUser } from '../../features/auth/api';
import { AdminDashboard } from './AdminDashboard';
import { UserDashboard } from './UserDashboard';

export function DashboardScreen() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return user.role === 'admin' ? <AdminDashboard /> : <UserDashboard user={user} />;
}

export { DashboardScreen as Component };
