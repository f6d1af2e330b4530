// /assignments: 'Volunteer Assignments' for admins, who create, edit and delete
// them; 'My Assignments' for a volunteer, who accepts, declines and completes.
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignmentAction } from '../../../core/rules/assignments.ts';
import type { Assignment } from '../../../core/schemas/assignment.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { AssignmentFormModal } from '../../features/assignments/AssignmentFormModal.tsx';
import { useAssignmentAction, useAssignments, useDeleteAssignment } from '../../features/assignments/api.ts';
import { useCurrentUser } from '../../features/auth/api.ts';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { AssignmentCard } from './AssignmentCard.tsx';

export function AssignmentsScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const list = useAssignments();
  const action = useAssignmentAction();
  const remove = useDeleteAssignment();
  const [actionError, setActionError] = useState<string | null>(null);
  // undefined: closed; null: a new assignment; otherwise the one being edited.
  const [editing, setEditing] = useState<Assignment | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Assignment | null>(null);

  const run = (id: string, act: AssignmentAction) => {
    setActionError(null);
    action.mutate(
      { id, action: act },
      {
        onError: (err) =>
          setActionError(
            err instanceof ApiError && err.code === 'invalid_transition'
              ? t('assignments.invalidTransition')
              : errorMessage(t, err),
          ),
      },
    );
  };
  const confirmDelete = () => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });

  return (
    <>
      <PageHeader
        title={isAdmin ? t('assignments.titleAdmin') : t('assignments.titleMine')}
        actions={
          isAdmin && (
            <Button onClick={() => setEditing(null)} data-testid="new-assignment">
              <Plus className="h-4 w-4" aria-hidden />
              {t('assignments.new')}
            </Button>
          )
        }
      />
      <DismissibleError message={actionError} onDismiss={() => setActionError(null)} />
      {list.isPending && <Loading label={t('assignments.loading')} />}
      {list.isError && <LoadError message={t('assignments.loadError')} onRetry={() => list.refetch()} />}
      {list.data?.length === 0 && (
        <EmptyState
          icon={ClipboardList}
          title={t('assignments.emptyTitle')}
          text={user?.role === 'volunteer' ? t('assignments.emptyTextVolunteer') : t('assignments.emptyTextOthers')}
        />
      )}
      {!!list.data?.length && (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {list.data.map((a) => (
            <AssignmentCard
              key={a.id}
              assignment={a}
              isAdmin={isAdmin}
              busy={action.isPending && action.variables?.id === a.id}
              onAction={(act) => run(a.id, act)}
              onEdit={() => setEditing(a)}
              onDelete={() => {
                remove.reset();
                setDeleting(a);
              }}
            />
          ))}
        </div>
      )}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => list.fetchNextPage()} />
      {isAdmin && (
        <>
          <AssignmentFormModal
            open={editing !== undefined}
            onOpenChange={(open) => !open && setEditing(undefined)}
            assignment={editing ?? undefined}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('assignments.deleteTitle')}
            message={t('assignments.deleteConfirm', {
              task: deleting?.task_type ?? '',
              name: deleting?.volunteer.full_name ?? '',
            })}
            confirmLabel={t('assignments.delete')}
            onConfirm={confirmDelete}
            busy={remove.isPending}
            error={remove.isError ? errorMessage(t, remove.error) : undefined}
          />
        </>
      )}
    </>
  );
}

export { AssignmentsScreen as Component };
