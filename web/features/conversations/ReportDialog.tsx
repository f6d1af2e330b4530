// Reporting someone else's message to the organisers, with an optional reason.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REPORT_CHARS } from '../../../core/rules/conversations.ts';
import type { Message } from '../../../core/schemas/conversation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Textarea } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useReportMessage } from './api.ts';

export function ReportDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const report = useReportMessage();
  const close = () => {
    setReason('');
    report.reset();
    onClose();
  };
  const done = report.isSuccess;
  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => !open && close()}
      title={t('conversations.reportTitle')}
      size="sm"
      footer={
        done ? (
          <Button onClick={close}>{t('common.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={report.isPending}
              onClick={() => message && report.mutate({ id: message.id, reason: reason.trim() })}
              data-testid="report-send"
            >
              {t('conversations.report')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Alert tone="success">{t('conversations.reported')}</Alert>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('conversations.reportText')}</p>
          <Field label={t('conversations.reportReason')}>
            {(props) => (
              <Textarea
                {...props}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={MAX_REPORT_CHARS}
                rows={3}
                data-testid="report-reason"
              />
            )}
          </Field>
          {report.isError && <Alert>{errorMessage(t, report.error)}</Alert>}
        </div>
      )}
    </Modal>
  );
}
