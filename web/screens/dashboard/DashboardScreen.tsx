// /dashboard: the admin dashboard for admins, the user dashboard for everyone else; a loading
// state while the profile loads and a message when there is none.
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Loading } from '../../components/ui/Feedback.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { AdminDashboard } from './AdminDashboard.tsx';
import { UserDashboard } from './UserDashboard.tsx';

export function DashboardScreen() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Loading label={t('dashboard.loading')} />;
  if (!user) return <EmptyState icon={UserX} title={t('dashboard.noProfile')} text={t('dashboard.noProfileText')} />;
  return user.role === 'admin' ? <AdminDashboard /> : <UserDashboard user={user} />;
}

export { DashboardScreen as Component };
