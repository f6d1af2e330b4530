// Decline: why, as one of four reasons (radio buttons), and a note for the requester, needed only with
// "Another reason". The requester sees the reason in kind words (docs/rules.md#meeting-requests).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASONS, type DeclineReason } from '../../../core/constants.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Field, Textarea } from '../../components/ui/Field.tsx';
import { cn } from '../../lib/cn.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** Who asked: named in the prompt. */
  requester: string;
  onReject: (body: { decline_reason: DeclineReason; reason: string }) => void;
}

export function RejectDialog({ open, onOpenChange, busy, requester, onReject }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) return;
    setReason(null);
    setNote('');
    setTried(false);
  }, [open]);
  const noteMissing = reason === 'other' && !note.trim();
  const submit = () => {
    setTried(true);
    if (reason && !noteMissing) onReject({ decline_reason: reason, reason: note.trim() });
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('meetingRequests.rejectTitle')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={submit} disabled={busy} data-testid="reject-confirm">
            {t('meetingRequests.reject')}
          </Button>
        </>
      }
    >
      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('meetingRequests.rejectPrompt', { name: requester })}
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
                data-testid={`decline-reason-${value}`}
              />
              {t(`meetingRequests.declineOption.${value}`)}
            </label>
          ))}
        </div>
        {tried && !reason && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {t('meetingRequests.chooseReason')}
          </p>
        )}
      </fieldset>
      <Field
        label={reason === 'other' ? t('meetingRequests.noteRequired') : t('meetingRequests.noteOptional')}
        required={reason === 'other'}
        error={tried && noteMissing ? t('meetingRequests.noteMissing') : undefined}
      >
        {(a) => (
          <Textarea
            {...a}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            data-testid="reject-reason"
          />
        )}
      </Field>
    </Modal>
  );
}
