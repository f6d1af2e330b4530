// Starting a conversation from the Messages screen: a participant writes to the organisers of one of
// their projects (their help desk); an admin picks a project and a participant to write to.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Select } from '../../components/ui/Field.tsx';
import { useOpenThread } from '../../features/conversations/api.ts';
import { useParticipants } from '../../features/participants/api.ts';
import { useProjects } from '../../features/projects/api.ts';
import { errorMessage } from '../../lib/errors.ts';

function PersonSelect({
  projectId,
  value,
  onChange,
}: {
  projectId: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const participants = useParticipants(projectId);
  const people = (participants.data ?? []).filter((p) => p.is_active);
  return (
    <Field label={t('conversations.person')}>
      {(props) => (
        <Select {...props} value={value} onChange={(e) => onChange(e.target.value)} data-testid="start-person">
          <option value="">{participants.isPending ? t('common.loading') : t('conversations.choosePerson')}</option>
          {people.map((p) => (
            <option key={p.id} value={p.user_id}>
              {p.full_name} ({p.company_name || t(`roles.${p.role}`)})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function StartThreadDialog({ open, onClose, admin }: { open: boolean; onClose: () => void; admin: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projects = useProjects();
  const start = useOpenThread();
  const [chosen, setChosen] = useState('');
  const [person, setPerson] = useState('');
  const projectId = chosen || projects.data?.[0]?.id || '';
  const close = () => {
    start.reset();
    setPerson('');
    onClose();
  };
  const submit = () =>
    start.mutate(admin ? { project_id: projectId, person_id: person } : { project_id: projectId }, {
      onSuccess: (thread) => {
        close();
        navigate(`/messages/${thread.id}`);
      },
    });
  const none = projects.isSuccess && projects.data.length === 0;
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && close()}
      title={admin ? t('conversations.writeToParticipant') : t('conversations.writeToOrganisers')}
      description={admin ? undefined : t('conversations.organisersText')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={!projectId || (admin && !person) || start.isPending}
            data-testid="start-open"
          >
            {t('conversations.openThread')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {none && <Alert tone="info">{t('conversations.noProjects')}</Alert>}
        <Field label={t('conversations.project')}>
          {(props) => (
            <Select
              {...props}
              value={projectId}
              onChange={(e) => {
                setChosen(e.target.value);
                setPerson('');
              }}
              data-testid="start-project"
            >
              {(projects.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {admin && projectId && <PersonSelect projectId={projectId} value={person} onChange={setPerson} />}
        {start.isError && <Alert>{errorMessage(t, start.error)}</Alert>}
      </div>
    </Modal>
  );
}
