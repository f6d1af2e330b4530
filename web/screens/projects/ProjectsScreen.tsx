import { FolderKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError, Loading } from '../../components/ui/Feedback';
import { PageHeader } from '../../components/ui/PageHeader';
import { useProjects } from '../../features/projects/api';
import { ProjectCard } from './ProjectCard';

/** /projects: the projects the user may see (admins all, others their own). */
export function ProjectsScreen() {
  const { t } = useTranslation();
  const projects = useProjects();
  return (
    <>
      <PageHeader title={t('projects.title')} subtitle={t('projects.subtitle')} />
      {projects.isPending && <Loading label={t('projects.loading')} />}
      {projects.isError && <LoadError message={t('projects.loadError')} onRetry={() => projects.refetch()} />}
      {projects.data?.length === 0 && (
        <EmptyState icon={FolderKanban} title={t('projects.emptyTitle')} text={t('projects.emptyText')} />
      )}
      {!!projects.data?.length && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {projects.data.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </div>
      )}
    </>
  );
}

export { ProjectsScreen as Component };
