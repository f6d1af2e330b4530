// The admin's assignment form: volunteer (searched on the server as one types), project, task type
// and description, date, start and end time, notes. It validates with the schema the server uses.
import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type Assignment,
  type AssignmentInput,
  type AssignmentInputValues,
  assignmentInputSchema,
} from '../../../core/schemas/assignment.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { Field, Input, Select, Textarea } from '../../components/ui/Field.tsx';
import { SearchSelect } from '../../components/ui/SearchSelect.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useAssignmentOptions, useSaveAssignment } from './api.ts';

const EMPTY: AssignmentInputValues = {
  volunteer_id: '',
  project_id: '',
  task_type: '',
  task_description: '',
  assigned_date: '',
  start_time: '',
  end_time: '',
  notes: '',
};

const valuesOf = (a: Assignment): AssignmentInputValues => ({
  volunteer_id: a.volunteer.id,
  project_id: a.project?.id ?? '',
  task_type: a.task_type,
  task_description: a.task_description,
  assigned_date: a.assigned_date,
  start_time: a.start_time ?? '',
  end_time: a.end_time ?? '',
  notes: a.notes,
});

/** Each field's text when its value is wrong; the schema's own messages first. */
const ERROR_KEYS: Record<string, string> = {
  end_not_after_start: 'assignments.form.errors.endAfterStart',
  volunteer_id: 'assignments.form.errors.volunteer',
  task_type: 'assignments.form.errors.taskType',
  assigned_date: 'assignments.form.errors.date',
  start_time: 'assignments.form.errors.time',
  end_time: 'assignments.form.errors.time',
};

/** `assignment` undefined opens an empty form for a new one. */
export function AssignmentFormModal({
  open,
  onOpenChange,
  assignment,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  assignment?: Assignment;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Assignment['volunteer'] | null>(null);
  const options = useAssignmentOptions(open, useDeferredValue(search.trim()));
  const save = useSaveAssignment();
  const form = useForm<AssignmentInputValues, unknown, AssignmentInput>({
    resolver: zodResolver(assignmentInputSchema),
    defaultValues: EMPTY,
  });
  const { reset, register, formState, watch } = form;
  const { reset: resetMutation } = save;

  useEffect(() => {
    if (!open) return;
    reset(assignment ? valuesOf(assignment) : EMPTY);
    resetMutation();
    setSearch('');
    setChosen(assignment?.volunteer ?? null);
  }, [open, assignment, reset, resetMutation]);

  const error = (name: keyof AssignmentInputValues) => {
    const e = formState.errors[name];
    if (!e) return undefined;
    return t(ERROR_KEYS[e.message ?? ''] ?? ERROR_KEYS[name] ?? 'validation.invalid');
  };
  const submit = form.handleSubmit((input) =>
    save.mutate({ id: assignment?.id, input }, { onSuccess: () => onOpenChange(false) }),
  );
  // A task may keep a project that is over by now (the server allows it), so the form still offers it.
  const matches = options.data?.volunteers ?? [];
  // The volunteer chosen (or the task's) stays a choice while the search moves on.
  const volunteers = [...(chosen && !matches.some((v) => v.id === chosen.id) ? [chosen] : []), ...matches];
  const projects = options.data?.projects ?? [];
  const keptProject =
    assignment?.project && !projects.some((p) => p.id === assignment.project?.id) ? assignment.project : null;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={assignment ? t('assignments.form.titleEdit') : t('assignments.form.titleAdd')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending || !options.data} data-testid="assignment-save">
            {save.isPending ? t('assignments.form.saving') : t('assignments.form.save')}
          </Button>
        </>
      }
    >
      {options.isPending && <Loading label={t('common.loading')} />}
      {options.isError && <LoadError message={t('assignments.form.optionsError')} onRetry={() => options.refetch()} />}
      {options.data && (
        <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          {save.isError && (
            <div className="sm:col-span-2">
              <Alert>{errorMessage(t, save.error)}</Alert>
            </div>
          )}
          <Field
            label={t('assignments.form.volunteer')}
            required
            error={error('volunteer_id')}
            hint={
              volunteers.length === 0
                ? t(search.trim() ? 'assignments.form.noMatch' : 'assignments.form.noVolunteers')
                : undefined
            }
          >
            {(a) => (
              <SearchSelect
                search={search}
                onSearch={setSearch}
                label={t('assignments.form.searchVolunteer')}
                more={!!options.data?.more}
                testId="assignment-volunteer"
              >
                <Select
                  {...a}
                  {...register('volunteer_id', {
                    onChange: (e) => setChosen(volunteers.find((v) => v.id === e.target.value) ?? null),
                  })}
                  // Held by the form's value, so that a choice appears once its option is rendered.
                  value={watch('volunteer_id')}
                  data-testid="assignment-volunteer"
                >
                  <option value="">{t('assignments.form.selectVolunteer')}</option>
                  {volunteers.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.full_name} ({v.email})
                    </option>
                  ))}
                </Select>
              </SearchSelect>
            )}
          </Field>
          <Field label={t('assignments.form.project')}>
            {(a) => (
              <Select {...a} {...register('project_id')} data-testid="assignment-project">
                <option value="">{t('assignments.form.noProject')}</option>
                {[...projects, ...(keptProject ? [keptProject] : [])].map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('assignments.form.taskType')} required error={error('task_type')} className="sm:col-span-2">
            {(a) => <Input {...a} maxLength={200} {...register('task_type')} data-testid="assignment-task-type" />}
          </Field>
          <Field label={t('assignments.form.taskDescription')} className="sm:col-span-2">
            {(a) => <Textarea {...a} rows={2} maxLength={2000} {...register('task_description')} />}
          </Field>
          <Field label={t('assignments.form.date')} required error={error('assigned_date')} className="sm:col-span-2">
            {(a) => <Input {...a} type="date" {...register('assigned_date')} data-testid="assignment-date" />}
          </Field>
          <Field label={t('assignments.form.startTime')} error={error('start_time')}>
            {(a) => <Input {...a} type="time" {...register('start_time')} data-testid="assignment-start" />}
          </Field>
          <Field label={t('assignments.form.endTime')} error={error('end_time')}>
            {(a) => <Input {...a} type="time" {...register('end_time')} data-testid="assignment-end" />}
          </Field>
          <Field label={t('assignments.form.notes')} className="sm:col-span-2">
            {(a) => <Textarea {...a} rows={2} maxLength={2000} {...register('notes')} />}
          </Field>
        </form>
      )}
    </Modal>
  );
}
