// Reject asks 'Please provide a reason for rejection:'; cancelled or empty does nothing.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Textarea } from '../../components/ui/Field.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onReject: (reason: string) => void;
}

export function RejectDialog({ open, onOpenChange, busy, onReject }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  const trimmed = reason.trim();
  const submit = () => {
    if (trimmed) onReject(trimmed);
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
          <Button variant="danger" onClick={submit} disabled={busy || !trimmed} data-testid="reject-confirm">
            {t('meetingRequests.reject')}
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('meetingRequests.rejectPrompt')}
      </label>
      <Textarea
        id={id}
        rows={4}
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        data-testid="reject-reason"
      />
    </Modal>
  );
}
