// The reader's threads, most recent first (an admin's: the participants' help desks).
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useThreads } from '../../features/conversations/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { ThreadListItem } from './ThreadListItem.tsx';

export function ThreadList({ me }: { me: string }) {
  const { t } = useTranslation();
  const threads = useThreads();
  if (threads.isPending) return <Loading label={t('conversations.loadingThreads')} />;
  if (threads.isError)
    return (
      <div className="p-4">
        <LoadError message={errorMessage(t, threads.error)} onRetry={() => threads.refetch()} />
      </div>
    );
  if (threads.data.items.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-slate-600 dark:text-slate-400" data-testid="threads-empty">
        {t('conversations.noThreads')}
      </p>
    );
  return (
    <ul
      className="divide-y divide-slate-100 dark:divide-slate-800"
      aria-label={t('conversations.threads')}
      data-testid="thread-list"
    >
      {threads.data.items.map((thread) => (
        <ThreadListItem key={thread.id} thread={thread} me={me} />
      ))}
    </ul>
  );
}
