// The status buttons of one meeting: Confirm, Cancel (after a confirmation) and Mark Complete; on
// the meeting's page also who did not come, and "Mark no-show" for those who may mark it.
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, CircleCheckBig, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingAction } from '../../../core/rules/meetings.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { meetingQuery, useMeetingAction } from '../../features/meetings/api.ts';
import { NoShowMenu } from '../../features/meetings/NoShowMenu.tsx';
import { errorMessage } from '../../lib/errors.ts';

const icons = { confirm: CheckCircle2, cancel: XCircle, complete: CircleCheckBig };
const variants = { confirm: 'primary', cancel: 'secondary', complete: 'primary' } as const;

/** A refusal shows under the buttons, or goes to `onError` when the caller shows it elsewhere (a list
 * card may vanish from a filtered list once the refreshed status no longer matches). */
export function MeetingActions({
  meetingId,
  actions,
  onError,
  noShow = true,
}: {
  meetingId: string;
  actions: MeetingAction[];
  onError?: (message: string) => void;
  /** Who did not come and "Mark no-show": on the meeting's page, not on a list's card. */
  noShow?: boolean;
}) {
  const { t } = useTranslation();
  const mutation = useMeetingAction();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const inlineError = mutation.error && !onError;
  // The meeting page has the meeting's detail at hand: read from the cache, never fetched here.
  const { data: cached } = useQuery({ ...meetingQuery(meetingId), enabled: false });
  const detail = noShow ? cached : undefined;
  const absence = detail?.status === 'no_show' ? detail.absence : null;
  const mayMark = detail?.can.mark_absence === true;
  if (actions.length === 0 && !inlineError && !absence && !mayMark) return null;

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
      {detail && (absence || mayMark) && (
        <section
          aria-labelledby={`no-show-${meetingId}`}
          className="space-y-2 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0 dark:border-slate-700"
        >
          <h3 id={`no-show-${meetingId}`} className="text-sm font-medium text-slate-900 dark:text-white">
            {t('meetings.noShow.title')}
          </h3>
          {absence && (
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="meeting-absence">
              {t('meetings.noShow.current', { who: t(`meetings.absence.${absence}`) })}
            </p>
          )}
          {mayMark && (
            <>
              <NoShowMenu meeting={detail} />
              <p className="text-xs text-slate-600 dark:text-slate-400">{t('meetings.noShow.hint')}</p>
            </>
          )}
        </section>
      )}
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
