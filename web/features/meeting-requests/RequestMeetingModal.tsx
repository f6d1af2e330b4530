// The Request Meeting modal (docs/rules.md#meeting-requests): project (active ones), the person to meet (the
// opposite role in that project, searched on the server as one types: a flagship has thousands),
// preferred date, start and end time, location and purpose.
// The form uses the schema the server checks (core/schemas/meeting-request.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type Counterpart,
  type MeetingRequestInput,
  meetingRequestCreateSchema,
} from '../../../core/schemas/meeting-request.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Select } from '../../components/ui/Field.tsx';
import { SearchSelect } from '../../components/ui/SearchSelect.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useCounterpart, useCounterparts, useCreateMeetingRequest, useRequestProjects } from './api.ts';
import { pendingUsageText } from './PendingUsage.tsx';
import { REQUEST_FIELD_ERRORS, RequestDetailsFields } from './RequestDetailsFields.tsx';

const EMPTY: MeetingRequestInput = {
  project_id: '',
  target_id: '',
  preferred_date: '',
  preferred_time_start: '',
  preferred_time_end: '',
  location: '',
  purpose: '',
};

/** Why a person cannot be asked (the server refuses the same), or null. */
function unavailable(p: Counterpart): string | null {
  if (p.already_met) return 'meetingRequests.form.alreadyMet';
  if (p.same_company) return 'meetingRequests.form.sameCompany';
  if (p.excluded) return 'meetingRequests.form.excluded';
  return null;
}

/** The 11th pending request: what the cap is and how to free one, with the way to the sent requests. */
function CapReached({ error, onLeave }: { error: ApiError; onLeave: () => void }) {
  const { t } = useTranslation();
  const cap = Number((error.details as { cap?: number } | undefined)?.cap ?? 0);
  return (
    <Alert>
      <span data-testid="request-cap-reached">{t('meetingRequests.cap.reached', { cap })}</span>{' '}
      <Link to="/meeting-requests?filter=sent" onClick={onLeave} className="font-medium underline">
        {t('meetingRequests.cap.seeSent')}
      </Link>
    </Alert>
  );
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A person to pick as soon as the chosen project has them. */
  presetTargetId?: string;
}

export function RequestMeetingModal({ open, onOpenChange, presetTargetId }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateMeetingRequest();
  const projects = useRequestProjects({ enabled: open });
  const form = useForm<MeetingRequestInput>({
    resolver: zodResolver(meetingRequestCreateSchema),
    defaultValues: EMPTY,
  });
  const { register, reset, setValue, watch, formState } = form;
  const projectId = watch('project_id');
  const targetId = watch('target_id');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const people = useCounterparts(projectId || undefined, q);
  const preset = useCounterpart(projectId || undefined, presetTargetId);
  // The person chosen stays a choice while the search moves on.
  const [chosen, setChosen] = useState<Counterpart | null>(null);
  const matches = people.data?.items;
  const choices = [...(chosen && !matches?.some((p) => p.id === chosen.id) ? [chosen] : []), ...(matches ?? [])];
  const project = projects.data?.find((p) => p.id === projectId);
  const { reset: resetCreate } = create;

  // Each opening starts empty, without the last attempt's error.
  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    resetCreate();
    setSearch('');
  }, [open, reset, resetCreate]);

  // With one project there is nothing to choose.
  useEffect(() => {
    if (open && projects.data?.length === 1 && !projectId) setValue('project_id', projects.data[0].id);
  }, [open, projects.data, projectId, setValue]);

  // A person chosen for another project is not a choice in this one.
  useEffect(() => {
    setChosen(null);
    setValue('target_id', '');
  }, [projectId, setValue]);

  // The person named by the screen that opened the form, once the project has them and they may be asked.
  useEffect(() => {
    if (!targetId && preset.data && unavailable(preset.data) === null) {
      setChosen(preset.data);
      setValue('target_id', preset.data.id);
    }
  }, [preset.data, targetId, setValue]);

  const error = (name: keyof MeetingRequestInput) => {
    const key = formState.errors[name] ? REQUEST_FIELD_ERRORS[name] : undefined;
    return key ? t(key) : undefined;
  };
  const submit = form.handleSubmit((input) => create.mutate(input, { onSuccess: () => onOpenChange(false) }));
  const noProjects = projects.data?.length === 0;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('meetingRequests.form.title')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={create.isPending || noProjects}
            data-testid="send-meeting-request"
          >
            {create.isPending ? t('meetingRequests.form.sending') : t('meetingRequests.form.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {create.isError && (
          <div className="sm:col-span-2">
            {create.error instanceof ApiError && create.error.code === 'pending_request_cap' ? (
              <CapReached error={create.error} onLeave={() => onOpenChange(false)} />
            ) : (
              <Alert>{errorMessage(t, create.error, 'meetingRequests.errors.createFailed')}</Alert>
            )}
          </div>
        )}
        {noProjects && (
          <div className="sm:col-span-2">
            <Alert>{t('meetingRequests.form.noProjects')}</Alert>
          </div>
        )}
        <Field
          label={t('meetingRequests.form.project')}
          required
          error={error('project_id')}
          hint={project ? pendingUsageText(t, project, false) : undefined}
          className="sm:col-span-2"
        >
          {(a) => (
            <Select {...a} {...register('project_id')} data-testid="request-project">
              <option value="">
                {projects.isPending ? t('common.loading') : t('meetingRequests.form.chooseProject')}
              </option>
              {projects.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('meetingRequests.form.target')}
          required
          error={error('target_id')}
          hint={
            projectId && matches?.length === 0
              ? t(q ? 'meetingRequests.form.noMatch' : 'meetingRequests.form.noPeople')
              : undefined
          }
          className="sm:col-span-2"
        >
          {(a) => (
            <SearchSelect
              search={search}
              onSearch={setSearch}
              label={t('meetingRequests.form.searchTarget')}
              more={!!people.data?.next_cursor}
              testId="request-target"
            >
              <Select
                {...a}
                {...register('target_id', {
                  onChange: (e) => setChosen(choices.find((p) => p.id === e.target.value) ?? null),
                })}
                // Held by the form's value, so that a choice appears once its option is rendered.
                value={targetId}
                disabled={!projectId}
                data-testid="request-target"
              >
                <option value="">
                  {projectId && people.isPending ? t('common.loading') : t('meetingRequests.form.chooseTarget')}
                </option>
                {choices.map((p) => {
                  const why = unavailable(p);
                  return (
                    <option key={p.id} value={p.id} disabled={why !== null}>
                      {p.company_name ? `${p.full_name} (${p.company_name})` : p.full_name}
                      {why ? ` – ${t(why)}` : ''}
                    </option>
                  );
                })}
              </Select>
            </SearchSelect>
          )}
        </Field>
        <RequestDetailsFields project={project} field={(name) => register(name)} error={error} />
      </form>
    </Modal>
  );
}
