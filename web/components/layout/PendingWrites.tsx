// The top bar's sign of writes made without the network (docs/rules.md#offline-writes): how many
// wait to be sent (pressing it tries now), and the refusals of those the server did not take.
import { CloudUpload, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { offlineQueue, useOfflineQueue, useOfflineQueueRunner } from '../../lib/offline-queue/index.ts';
import { Alert } from '../ui/Feedback.tsx';

export function PendingWrites({ userId }: { userId: string }) {
  const { t } = useTranslation();
  useOfflineQueueRunner(userId);
  const { waiting, failures } = useOfflineQueue();
  const count = waiting.length;
  return (
    <>
      {count > 0 && (
        <button
          type="button"
          onClick={() => void offlineQueue().flush()}
          title={t('offlineQueue.waitingTitle')}
          data-testid="pending-writes"
          className="inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-full pointer-coarse:h-11 bg-amber-100 px-3 text-sm font-semibold text-amber-900 tabular-nums hover:bg-amber-200 dark:bg-amber-900/50 dark:text-amber-100 dark:hover:bg-amber-900"
        >
          <CloudUpload className="h-4 w-4" aria-hidden />
          {/* The name is the text, not an aria-label: on a phone only the number shows, and a label
              without it as a word ("전송 대기 1건") fails axe's label-content-name-mismatch. */}
          <span aria-hidden className="sm:hidden">
            {count}
          </span>
          <span className="max-sm:sr-only">{t('offlineQueue.waitingCount', { count })}</span>
          <span className="sr-only">{`. ${t('offlineQueue.sendNow')}`}</span>
        </button>
      )}
      {failures.length > 0 && (
        <div className="fixed inset-x-0 top-16 z-30 mx-auto max-w-3xl space-y-2 px-3 pt-2" data-testid="write-failures">
          {failures.map((f) => (
            <Alert
              key={f.key}
              action={
                <button
                  type="button"
                  onClick={() => offlineQueue().dismissFailure(f.key)}
                  aria-label={t('offlineQueue.dismiss')}
                  className="-my-2 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded pointer-coarse:h-11 pointer-coarse:w-11"
                >
                  <X className="h-4 w-4" aria-hidden />
                </button>
              }
            >
              {t('offlineQueue.failed', { what: t(`offlineQueue.kind.${f.kind}`), reason: errorMessage(t, f.error) })}
            </Alert>
          ))}
        </div>
      )}
    </>
  );
}
