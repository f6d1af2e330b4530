// /dashboard: the admin dashboard for admins, the user dashboard for everyone else; a loading
// state while the profile loads and a message when there is none.
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { Loading } from '../../components/ui/Feedback';
import { useCurrentUser } from '../../features/auth/api';
import { AdminDashboard } from './AdminDashboard';
import { UserDashboard } from './UserDashboard';

export function DashboardScreen() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Loading label={t('dashboard.loading')} />;
  if (!user) return <EmptyState icon={UserX} title={t('dashboard.noProfile')} text={t('dashboard.noProfileText')} />;
  return user.role === 'admin' ? <AdminDashboard /> : <UserDashboard user={user} />;
}

export { DashboardScreen as Component };
