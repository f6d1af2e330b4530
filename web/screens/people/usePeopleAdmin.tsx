// The admin's add, edit and delete on a directory: the form, the confirmation, the temporary
// password, and the 'Failed to create buyer' (update, delete; seller, interpreter) alerts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeopleRole, PersonCreated } from '../../../core/schemas/people.ts';
import type { Profile } from '../../../core/schemas/profile.ts';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { useCreatePerson, useDeletePerson, useUpdatePerson } from '../../features/people/api.ts';
import { PersonFormModal } from '../../features/people/PersonFormModal.tsx';
import { TemporaryPasswordDialog } from '../../features/people/TemporaryPasswordDialog.tsx';
import { ApiError } from '../../lib/api.ts';

type Editing = { person?: Profile } | null;

export function usePeopleAdmin(role: PeopleRole) {
  const { t } = useTranslation();
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const remove = useDeletePerson();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const [created, setCreated] = useState<PersonCreated | null>(null);
  const [failure, setFailure] = useState<string | undefined>();

  /** 'Failed to create buyer', followed by the reason when the server gave a known one. */
  const failed = (action: 'create' | 'update' | 'delete') => (err: unknown) => {
    const reason = err instanceof ApiError ? t(`errors.${err.code}`, { defaultValue: '' }) : '';
    const text = t(`people.${role}.${action}Failed`);
    setFailure(reason ? `${text}: ${reason}` : text);
  };
  const open = (next: Editing) => {
    setFailure(undefined);
    setEditing(next);
  };
  const askDelete = (person: Profile) => {
    setFailure(undefined);
    setDeleting(person);
  };

  const dialogs = (
    <>
      <PersonFormModal
        role={role}
        person={editing?.person}
        open={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        busy={create.isPending || update.isPending}
        error={editing ? failure : undefined}
        onSubmit={({ role: _role, email, ...input }) => {
          setFailure(undefined);
          const person = editing?.person;
          if (person) {
            update.mutate({ id: person.id, input }, { onSuccess: () => setEditing(null), onError: failed('update') });
          } else {
            create.mutate(
              { ...input, role, email },
              {
                onSuccess: (answer) => {
                  setEditing(null);
                  setCreated(answer);
                },
                onError: failed('create'),
              },
            );
          }
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t(`people.${role}.delete`)}
        message={t('people.deleteMessage', { name: deleting?.full_name ?? '' })}
        confirmLabel={t('people.delete')}
        busy={remove.isPending}
        error={deleting ? failure : undefined}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: failed('delete') })
        }
      />
      <TemporaryPasswordDialog created={created} onClose={() => setCreated(null)} />
    </>
  );

  return { openNew: () => open({}), openEdit: (person: Profile) => open({ person }), askDelete, dialogs };
}
