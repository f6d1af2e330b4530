// The thread of a request, a meeting or a help desk, found or started on the spot, then shown; why
// not when it cannot be (no request or meeting joins the pair any more).
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenThread } from '../../../core/schemas/conversation.ts';
import { Alert, Loading } from '../../components/ui/Feedback.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useOpenedThread } from './api.ts';
import { ThreadPanel } from './ThreadPanel.tsx';

export function OpenedThread({ of, className, hideName }: { of: OpenThread; className?: string; hideName?: boolean }) {
  const { t } = useTranslation();
  const opened = useOpenedThread(of);
  // The thread opens after the page has started (a POST the server's first screen cannot make), and
  // a query's answer is drawn at once, in one task: the panel is drawn in a transition instead, in
  // short pieces (docs/decisions/052-starting-in-short-tasks.md), the loading line staying meanwhile.
  const threadId = useDeferredValue(opened.data?.id);
  // Offline the thread waits for the network (messages are never kept on the device, decision 031).
  const offline =
    (opened.isPending && opened.fetchStatus === 'paused') ||
    (opened.error instanceof ApiError && opened.error.code === 'network_error');
  if (offline)
    return (
      <div className="p-4" data-testid="thread-offline">
        <Alert tone="info">{t('pwa.needsNetwork')}</Alert>
      </div>
    );
  if (opened.isPending || (threadId === undefined && !opened.isError))
    return <Loading label={t('conversations.loadingThread')} />;
  if (opened.isError)
    return (
      <div className="p-4" data-testid="thread-unavailable">
        {/* Nothing joins the pair any more and they never wrote: not a failure, just nothing to show. */}
        {opened.error instanceof ApiError && opened.error.code === 'conversation_closed' ? (
          <Alert tone="info">{t('errors.conversation_closed')}</Alert>
        ) : (
          <Alert>{errorMessage(t, opened.error)}</Alert>
        )}
      </div>
    );
  return <ThreadPanel threadId={threadId ?? opened.data.id} className={className} hideName={hideName} />;
}
