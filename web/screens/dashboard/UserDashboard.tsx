// The dashboard of buyers, sellers, interpreters and volunteers: welcome line and active projects.
// The role-specific tiles and lists arrive with the deal-flow issue.
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../core/schemas/profile';
import { Card } from '../../components/ui/Card';
import { LoadError, Loading } from '../../components/ui/Feedback';
import { PageHeader } from '../../components/ui/PageHeader';
import { useProjects } from '../../features/projects/api';
import { ProjectCard } from '../projects/ProjectCard';

export function UserDashboard({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const projects = useProjects('active');
  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: user.full_name })}
        subtitle={t(`dashboard.roleSubtitle.${user.role}`)}
      />
      <Card className="p-5">
        <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">{t('dashboard.activeProjects')}</h2>
        {projects.isPending && <Loading label={t('dashboard.loading')} />}
        {projects.isError && <LoadError message={t('dashboard.loadError')} onRetry={() => projects.refetch()} />}
        {projects.data?.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('dashboard.noActiveProjects')}</p>
        )}
        {!!projects.data?.length && (
          <div className="grid gap-4 md:grid-cols-2">
            {projects.data.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </div>
        )}
      </Card>
    </>
  );
}
