// /projects: the projects the user may see (admins all, others their own); admins create, edit
// and delete them. /projects?new=1 (the admin dashboard's quick action) opens the New Project form.
import { FolderKanban, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Project } from '../../../core/schemas/project.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { useDeleteProject, useProjects } from '../../features/projects/api.ts';
import { serverMessage } from '../../features/projects/messages.ts';
import { ProjectCard } from '../../features/projects/ProjectCard.tsx';
import { ProjectFormModal } from './ProjectFormModal.tsx';

/** Which project the form edits: null for a new one; undefined while the form is closed. */
type Editing = Project | null | undefined;

export function ProjectsScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const projects = useProjects();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const remove = useDeleteProject();

  const wantsNew = isAdmin && params.get('new') === '1';
  const formOpen = editing !== undefined || wantsNew;
  const closeForm = () => {
    setEditing(undefined);
    if (params.has('new')) {
      const next = new URLSearchParams(params);
      next.delete('new');
      setParams(next, { replace: true });
    }
  };
  const askDelete = (project: Project) => {
    remove.reset();
    setDeleting(project);
  };

  return (
    <>
      <PageHeader
        title={t('projects.title')}
        subtitle={t('projects.subtitle')}
        actions={
          isAdmin && (
            <Button onClick={() => setEditing(null)} data-testid="new-project">
              <Plus className="h-4 w-4" aria-hidden /> {t('projects.new')}
            </Button>
          )
        }
      />
      {projects.isPending && <Loading label={t('projects.loading')} />}
      {projects.isError && <LoadError message={t('projects.loadError')} onRetry={() => projects.refetch()} />}
      {projects.data?.length === 0 && (
        <EmptyState
          icon={FolderKanban}
          title={t('projects.emptyTitle')}
          text={isAdmin ? t('projects.emptyTextAdmin') : t('projects.emptyText')}
        />
      )}
      {!!projects.data?.length && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {projects.data.map((p) => (
            <ProjectCard
              key={p.id}
              project={p}
              onEdit={isAdmin ? setEditing : undefined}
              onDelete={isAdmin ? askDelete : undefined}
            />
          ))}
        </div>
      )}
      {isAdmin && (
        <ProjectFormModal open={formOpen} onOpenChange={(open) => !open && closeForm()} project={editing ?? null} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('projects.deleteTitle')}
        message={t('projects.deleteConfirm')}
        confirmLabel={t('projects.delete')}
        busy={remove.isPending}
        error={remove.isError ? `${t('projects.errorTitle')}: ${serverMessage(t, remove.error)}` : undefined}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}

export { ProjectsScreen as Component };
