// Four stat cards, the request health of each active project, and three quick actions that lead
// somewhere real.
import {
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  FolderKanban,
  FolderPlus,
  type LucideIcon,
  UserCog,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { type AdminStats, useAdminStats } from '../../features/dashboard/api.ts';
import { RequestHealthOverview } from './RequestHealthOverview.tsx';

const STATS: { key: keyof AdminStats; label: string; icon: LucideIcon }[] = [
  { key: 'total_users', label: 'dashboard.admin.totalUsers', icon: Users },
  { key: 'total_projects', label: 'dashboard.admin.totalProjects', icon: FolderKanban },
  { key: 'total_meetings', label: 'dashboard.admin.totalMeetings', icon: CalendarCheck },
  { key: 'active_meetings', label: 'dashboard.admin.activeMeetings', icon: CalendarClock },
];

const ACTIONS = [
  { to: '/projects?new=1', key: 'createProject', icon: FolderPlus },
  { to: '/admin/users', key: 'manageUsers', icon: UserCog },
  { to: '/meetings?view=schedule', key: 'scheduleMeeting', icon: CalendarPlus },
];

export function AdminDashboard() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  return (
    <>
      <PageHeader title={t('dashboard.admin.title')} subtitle={t('dashboard.admin.subtitle')} />
      {stats.isPending && <Loading label={t('dashboard.loading')} />}
      {stats.isError && <LoadError message={t('dashboard.loadError')} onRetry={() => stats.refetch()} />}
      {stats.data && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {STATS.map(({ key, label, icon: Icon }) => (
            <Card key={key} className="flex items-center gap-4 p-5" data-testid={`stat-${key}`}>
              <span className="rounded-lg bg-brand-50 p-3 text-brand-700 dark:bg-brand-600/20 dark:text-brand-100">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <div>
                <p className="text-sm text-slate-600 dark:text-slate-400">{t(label)}</p>
                <p className="text-2xl font-bold text-slate-900 dark:text-white">{stats.data[key].toLocaleString()}</p>
              </div>
            </Card>
          ))}
        </div>
      )}
      <RequestHealthOverview />
      <h2 className="mt-10 mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        {t('dashboard.admin.quickActions')}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {ACTIONS.map(({ to, key, icon: Icon }) => (
          <Link
            key={key}
            to={to}
            className="group rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow dark:border-slate-800 dark:bg-slate-900"
          >
            <Icon className="h-7 w-7 text-brand-600 dark:text-brand-500" aria-hidden />
            <h3 className="mt-3 font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-100">
              {t(`dashboard.admin.actions.${key}.title`)}
            </h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t(`dashboard.admin.actions.${key}.text`)}
            </p>
          </Link>
        ))}
      </div>
    </>
  );
}
