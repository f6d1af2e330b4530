// "Request a meeting for X": the Request Meeting form filled in by the organiser for a buyer or
// seller; the person to meet is one of the opposite role in the project. The server checks it as
// if X asked (docs/rules.md#acting-on-behalf).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { slotAt } from '../../../core/rules/slots.ts';
import { type OnBehalfRequestInput, onBehalfRequestSchema } from '../../../core/schemas/meeting-request-on-behalf.ts';
import type { Participant } from '../../../core/schemas/participant.ts';
import type { Project } from '../../../core/schemas/project.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Input, Select, Textarea } from '../../components/ui/Field.tsx';
import { useSendRequestFor } from '../../features/meeting-requests/on-behalf-api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';

const FIELD_ERRORS: Partial<Record<keyof OnBehalfRequestInput, string>> = {
  target_id: 'meetingRequests.form.errors.target',
  preferred_date: 'meetingRequests.form.errors.date',
  preferred_time_start: 'meetingRequests.form.errors.time',
  preferred_time_end: 'meetingRequests.form.errors.time',
  location: 'meetingRequests.form.errors.tooLong',
  purpose: 'meetingRequests.form.errors.tooLong',
};

interface Props {
  project: Project;
  /** The buyer or seller the request is sent for; null keeps the modal closed. */
  requester: Participant | null;
  participants: Participant[];
  onOpenChange: (open: boolean) => void;
  onSent: (name: string) => void;
}

export function RequestForModal({ project, requester, participants, onOpenChange, onSent }: Props) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const send = useSendRequestFor(project.id);
  const open = requester !== null;
  const empty = (): OnBehalfRequestInput => ({
    requester_id: requester?.user_id ?? '',
    target_id: '',
    preferred_date: project.start_date,
    preferred_time_start: project.day_start,
    // The project's first slot, which the organiser changes as the person wishes.
    preferred_time_end: slotAt(project, 1).end,
    location: '',
    purpose: '',
  });
  const form = useForm<OnBehalfRequestInput>({ resolver: zodResolver(onBehalfRequestSchema), defaultValues: empty() });
  const { register, reset, formState } = form;
  const { reset: resetSend } = send;
  // Each opening starts from the chosen person's blank form.
  useEffect(() => {
    if (!open) return;
    reset(empty());
    resetSend();
  }, [open, requester?.user_id, reset, resetSend]);

  const otherRole = requester?.role === 'buyer' ? 'seller' : 'buyer';
  const people = participants.filter((p) => p.role === otherRole && p.is_active);
  const name = requester?.full_name ?? '';
  const error = (field: keyof OnBehalfRequestInput) => {
    const key = formState.errors[field] ? FIELD_ERRORS[field] : undefined;
    return key ? t(key) : undefined;
  };
  const submit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        onSent(name);
        onOpenChange(false);
      },
    }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('onBehalf.form.title', { name })}
      description={t('onBehalf.form.note', { name })}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={send.isPending} data-testid="on-behalf-send">
            {send.isPending ? t('meetingRequests.form.sending') : t('onBehalf.form.submit', { name })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {send.isError && (
          <div className="sm:col-span-2">
            <Alert>{errorMessage(t, send.error, 'meetingRequests.errors.createFailed')}</Alert>
          </div>
        )}
        <Field
          label={t('meetingRequests.form.target')}
          required
          error={error('target_id')}
          hint={people.length === 0 ? t('meetingRequests.form.noPeople') : undefined}
          className="sm:col-span-2"
        >
          {(a) => (
            <Select {...a} {...register('target_id')} data-testid="on-behalf-target">
              <option value="">{t('meetingRequests.form.chooseTarget')}</option>
              {people.map((p) => (
                <option key={p.user_id} value={p.user_id}>
                  {p.company_name ? `${p.full_name} (${p.company_name})` : p.full_name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('meetingRequests.form.date')}
          required
          error={error('preferred_date')}
          hint={t('meetingRequests.form.period', {
            start: formatDate(project.start_date, i18n.language),
            end: formatDate(project.end_date, i18n.language),
          })}
          className="sm:col-span-2"
        >
          {(a) => (
            <Input {...a} type="date" min={project.start_date} max={project.end_date} {...register('preferred_date')} />
          )}
        </Field>
        <Field label={t('meetingRequests.form.start')} required error={error('preferred_time_start')}>
          {(a) => <Input {...a} type="time" {...register('preferred_time_start')} />}
        </Field>
        <Field label={t('meetingRequests.form.end')} required error={error('preferred_time_end')}>
          {(a) => <Input {...a} type="time" {...register('preferred_time_end')} data-testid="on-behalf-end" />}
        </Field>
        <Field label={t('meetingRequests.form.location')} error={error('location')} className="sm:col-span-2">
          {(a) => (
            <Input {...a} maxLength={300} placeholder={project.location || undefined} {...register('location')} />
          )}
        </Field>
        <Field label={t('meetingRequests.form.purpose')} error={error('purpose')} className="sm:col-span-2">
          {(a) => <Textarea {...a} rows={3} maxLength={2000} {...register('purpose')} />}
        </Field>
      </form>
    </Modal>
  );
}
