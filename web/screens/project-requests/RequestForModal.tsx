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
import { Field, Select } from '../../components/ui/Field.tsx';
import { useSendRequestFor } from '../../features/meeting-requests/on-behalf-api.ts';
import { REQUEST_FIELD_ERRORS, RequestDetailsFields } from '../../features/meeting-requests/RequestDetailsFields.tsx';
import { errorMessage } from '../../lib/errors.ts';

interface Props {
  project: Project;
  /** The buyer or seller the request is sent for; null keeps the modal closed. */
  requester: Participant | null;
  participants: Participant[];
  onOpenChange: (open: boolean) => void;
  onSent: (name: string) => void;
}

export function RequestForModal({ project, requester, participants, onOpenChange, onSent }: Props) {
  const { t } = useTranslation();
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
    const key = formState.errors[field] ? REQUEST_FIELD_ERRORS[field] : undefined;
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
        <RequestDetailsFields project={project} field={(name) => register(name)} error={error} />
      </form>
    </Modal>
  );
}
