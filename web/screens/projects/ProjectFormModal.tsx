// New and Edit Project in a modal (new projects default to active; docs/rules.md#slots-days-and-time-zones).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAILY_MEET_LIMIT } from '../../../core/constants.ts';
import { type Project, type ProjectInput, projectInputSchema } from '../../../core/schemas/project.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { useCreateProject, useUpdateProject } from '../../features/projects/api.ts';
import { serverMessage } from '../../features/projects/messages.ts';
import { ApiError } from '../../lib/api.ts';
import { ProjectFormFields } from './ProjectFormFields.tsx';

const EMPTY: ProjectInput = {
  name: '',
  description: '',
  start_date: '',
  end_date: '',
  location: '',
  daily_meet_limit: DAILY_MEET_LIMIT.default,
  status: 'active',
  poster_url: '',
  slot_minutes: 60,
  day_start: '09:00',
  time_zone: 'Asia/Seoul',
  mail_from_name: '',
  mail_reply_to: '',
  reminder_minutes: 15,
  travel_margin_minutes: 60,
  message_retention_days: null,
};

function valuesOf(project: Project | null): ProjectInput {
  if (!project) return EMPTY;
  // Categories and request settings have a form of their own (MatchmakingSettings).
  const {
    id: _id,
    created_at: _c,
    counts: _n,
    categories: _cat,
    pending_request_cap: _cap,
    request_expiry_days: _exp,
    max_meetings_per_day: _max,
    ...values
  } = project;
  return values;
}

/** The fields the server's validation issues point at ('/end_date' -> 'end_date'). */
function issuesOf(err: unknown): { field: keyof ProjectInput; message: string }[] {
  if (!(err instanceof ApiError) || err.code !== 'validation_failed') return [];
  const issues = (err.details as { issues?: { path?: string; message?: string }[] } | undefined)?.issues ?? [];
  return issues
    .map((i) => ({ field: (i.path ?? '').replace(/^\//, '') as keyof ProjectInput, message: i.message ?? '' }))
    .filter((i) => i.field in EMPTY);
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; null for a new one. */
  project: Project | null;
}

export function ProjectFormModal({ open, onOpenChange, project }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateProject();
  const update = useUpdateProject();
  const save = project ? update : create;
  const form = useForm<ProjectInput>({ resolver: zodResolver(projectInputSchema), defaultValues: valuesOf(project) });
  const { reset } = form;
  const { reset: resetCreate } = create;
  const { reset: resetUpdate } = update;

  // Each opening starts from the project as it is now, without the last attempt's error.
  useEffect(() => {
    if (!open) return;
    reset(valuesOf(project));
    resetCreate();
    resetUpdate();
  }, [open, project, reset, resetCreate, resetUpdate]);

  const onSaved = () => onOpenChange(false);
  const onFailed = (err: unknown) => {
    for (const { field, message } of issuesOf(err)) form.setError(field, { message });
  };
  const submit = form.handleSubmit((input) => {
    if (project) update.mutate({ id: project.id, input }, { onSuccess: onSaved, onError: onFailed });
    else create.mutate(input, { onSuccess: onSaved, onError: onFailed });
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={project ? t('projects.form.editTitle') : t('projects.form.newTitle')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending} data-testid="save-project">
            {save.isPending ? t('common.saving') : project ? t('projects.form.save') : t('projects.form.create')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={formId} onSubmit={submit} noValidate className="space-y-4">
          {save.isError && (
            <Alert>
              <strong className="font-semibold">{t('projects.errorTitle')}</strong> {serverMessage(t, save.error)}
            </Alert>
          )}
          <ProjectFormFields />
        </form>
      </FormProvider>
    </Modal>
  );
}
