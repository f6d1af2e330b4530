// /projects/:id/wishes (docs/rules.md#meeting-wishes-and-auto-schedule): a buyer or seller marks
// whom they want to meet in the project; an admin sees every wish, or picks a person and edits
// theirs.
import { ArrowLeft, FolderX, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { useProject } from '../../features/projects/api.ts';
import { ApiError } from '../../lib/api.ts';
import { AdminWishes } from './AdminWishes.tsx';
import { CounterpartList } from './CounterpartList.tsx';

export function WishesScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const project = useProject(id);
  const back = (
    <Link
      to={`/projects/${id}`}
      className="touch-target mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('wishes.back')}
    </Link>
  );
  if (project.isPending) return <Loading label={t('wishes.loading')} />;
  if (project.isError) {
    const missing = project.error instanceof ApiError && [400, 404].includes(project.error.status);
    return missing ? (
      <EmptyState icon={FolderX} title={t('projects.notFound')} text={t('projects.notFoundText')} />
    ) : (
      <LoadError message={t('wishes.loadError')} onRetry={() => project.refetch()} />
    );
  }
  const admin = user?.role === 'admin';
  const side = user?.role === 'buyer' || user?.role === 'seller';
  return (
    <>
      {back}
      <PageHeader
        title={t('wishes.title')}
        subtitle={t(admin ? 'wishes.subtitleAdmin' : 'wishes.subtitle', { project: project.data.name })}
      />
      {admin && <AdminWishes projectId={project.data.id} />}
      {side && <CounterpartList projectId={project.data.id} />}
      {!admin && !side && <EmptyState icon={Heart} title={t('wishes.notParticipant')} />}
    </>
  );
}

export { WishesScreen as Component };
