// "Decline for X": why the target declines (one of DECLINE_REASONS) and a note for the requester,
// needed with "Other" (docs/rules.md#acting-on-behalf).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeclineReason } from '../../../core/constants.ts';
import type { MeetingRequest } from '../../../core/schemas/meeting-request.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Field, Textarea } from '../../components/ui/Field.tsx';
import { DeclineReasonChoices } from '../../features/meeting-requests/DeclineReasonChoices.tsx';

interface Props {
  request: MeetingRequest | null;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onDecline: (body: { decline_reason: DeclineReason; reason: string }) => void;
}

export function DeclineForDialog({ request, onOpenChange, busy, onDecline }: Props) {
  const { t } = useTranslation();
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
      <DeclineReasonChoices
        legend={t('onBehalf.decline.prompt', { name })}
        value={reason}
        onChange={setReason}
        label={(value) => t(`onBehalf.reasons.${value}`)}
      />
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
