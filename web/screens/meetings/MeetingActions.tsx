// The status buttons of one meeting: Confirm, Cancel (after a confirmation) and Mark Complete.
import { CheckCircle2, CircleCheckBig, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingAction } from '../../../core/rules/meetings.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { useMeetingAction } from '../../features/meetings/api.ts';
import { errorMessage } from '../../lib/errors.ts';

const icons = { confirm: CheckCircle2, cancel: XCircle, complete: CircleCheckBig };
const variants = { confirm: 'primary', cancel: 'secondary', complete: 'primary' } as const;

/** A refusal shows under the buttons, or goes to `onError` when the caller shows it elsewhere (a list
 * card may vanish from a filtered list once the refreshed status no longer matches). */
export function MeetingActions({
  meetingId,
  actions,
  onError,
}: {
  meetingId: string;
  actions: MeetingAction[];
  onError?: (message: string) => void;
}) {
  const { t } = useTranslation();
  const mutation = useMeetingAction();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const inlineError = mutation.error && !onError;
  if (actions.length === 0 && !inlineError) return null;

  // mutateAsync settles even when the refreshed list has dropped this card meanwhile.
  const run = (action: MeetingAction) =>
    mutation
      .mutateAsync({ id: meetingId, action })
      .catch((err) => onError?.(errorMessage(t, err)))
      .finally(() => setConfirmingCancel(false));

  return (
    <div className="space-y-2">
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => {
            const Icon = icons[action];
            return (
              <Button
                key={action}
                size="sm"
                variant={variants[action]}
                disabled={mutation.isPending}
                data-testid={`meeting-${action}`}
                onClick={() => (action === 'cancel' ? setConfirmingCancel(true) : run(action))}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {t(`meetings.actions.${action}`)}
              </Button>
            );
          })}
        </div>
      )}
      {inlineError && !confirmingCancel && <Alert>{errorMessage(t, mutation.error)}</Alert>}
      {/* Not ConfirmDialog: its dismiss button reads 'Cancel', which would sit beside 'Cancel Meeting'. */}
      <Modal
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={t('meetings.cancelTitle')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingCancel(false)}>
              {t('meetings.keepMeeting')}
            </Button>
            <Button
              variant="danger"
              disabled={mutation.isPending}
              onClick={() => run('cancel')}
              data-testid="confirm-action"
            >
              {t('meetings.actions.cancelMeeting')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('meetings.cancelConfirm')}</p>
      </Modal>
    </div>
  );
}
