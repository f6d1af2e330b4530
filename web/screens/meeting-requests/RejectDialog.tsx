// Decline: why, as one of four reasons (radio buttons), and a note for the requester, needed only with
// "Another reason". The requester sees the reason in kind words (docs/rules.md#meeting-requests).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeclineReason } from '../../../core/constants.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Field, Textarea } from '../../components/ui/Field.tsx';
import { DeclineReasonChoices } from '../../features/meeting-requests/DeclineReasonChoices.tsx';

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
      <DeclineReasonChoices
        legend={t('meetingRequests.rejectPrompt', { name: requester })}
        value={reason}
        onChange={setReason}
        label={(value) => t(`meetingRequests.declineOption.${value}`)}
        testId={(value) => `decline-reason-${value}`}
      >
        {tried && !reason && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {t('meetingRequests.chooseReason')}
          </p>
        )}
      </DeclineReasonChoices>
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
