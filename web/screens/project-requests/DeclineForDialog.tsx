// "Decline for X": why the target declines (one of DECLINE_REASONS) and a note for the requester,
// needed with "Other" (docs/rules.md#acting-on-behalf).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASONS, type DeclineReason } from '../../../core/constants.ts';
import type { MeetingRequest } from '../../../core/schemas/meeting-request.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Field, Textarea } from '../../components/ui/Field.tsx';
import { cn } from '../../lib/cn.ts';

interface Props {
  request: MeetingRequest | null;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onDecline: (body: { decline_reason: DeclineReason; reason: string }) => void;
}

export function DeclineForDialog({ request, onOpenChange, busy, onDecline }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<DeclineReason>('not_relevant');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const open = request !== null;
  useEffect(() => {
    if (!open) return;
    setReason('not_relevant');
    setNote('');
    setTried(false);
  }, [open]);
  const missing = reason === 'other' && !note.trim();
  const submit = () => {
    setTried(true);
    if (!missing) onDecline({ decline_reason: reason, reason: note.trim() });
  };
  const name = request?.target.full_name ?? '';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('onBehalf.decline.title', { name })}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={submit} disabled={busy} data-testid="on-behalf-decline-confirm">
            {t('onBehalf.decline.submit')}
          </Button>
        </>
      }
    >
      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('onBehalf.decline.prompt', { name })}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {DECLINE_REASONS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                reason === value
                  ? 'border-brand-600 bg-brand-50 text-slate-900 dark:border-brand-500 dark:bg-slate-800 dark:text-white'
                  : 'border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-100',
              )}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="h-4 w-4 accent-brand-600"
              />
              {t(`onBehalf.reasons.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={t('onBehalf.decline.note', { requester: request?.requester.full_name ?? '' })}
        required={reason === 'other'}
        error={tried && missing ? t('onBehalf.decline.noteRequired') : undefined}
      >
        {(a) => (
          <Textarea
            {...a}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            data-testid="on-behalf-decline-note"
          />
        )}
      </Field>
    </Modal>
  );
}
