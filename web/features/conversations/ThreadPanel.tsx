// One thread, open: its header, its messages (oldest at the top), and the composer, or why one may
// not write in it now. Shown with unread messages, it marks them read (docs/rules.md#conversations).
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, Thread } from '../../../core/schemas/conversation.ts';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useCurrentUser } from '../auth/api.ts';
import { useDeleteMessage, useMarkRead, useThread } from './api.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import { ThreadHeader } from './ThreadHeader.tsx';
import { useThreadName } from './ThreadTitle.tsx';

interface Props {
  threadId: string;
  /** Sizes the panel; the messages scroll inside it. */
  className?: string;
  back?: ReactNode;
  hideName?: boolean;
}

/** Marks the thread read while it is shown and has unread messages (again when more arrive). */
function useMarkShownRead(thread: Thread | undefined) {
  const markRead = useMarkRead(thread?.id ?? '');
  const unread = thread?.unread_count ?? 0;
  const latest = thread?.last_message?.created_at;
  // Once per thread and unread state, not on every render.
  useEffect(() => {
    if (thread && unread > 0) markRead.mutate(undefined);
  }, [thread?.id, unread, latest]);
}

function WriteClosed({ thread, name }: { thread: Thread; name: string }) {
  const { t } = useTranslation();
  const text =
    thread.closed_reason === 'blocked'
      ? thread.blocked_by_me
        ? t('conversations.youBlocked', { name })
        : t('conversations.blocked')
      : t('conversations.closed');
  return (
    <div className="border-t border-slate-200 p-3 dark:border-slate-800" data-testid="thread-closed">
      <Alert tone="info">{text}</Alert>
    </div>
  );
}

export function ThreadPanel({ threadId, className, back, hideName }: Props) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const thread = useThread(threadId);
  const name = useThreadName();
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [reporting, setReporting] = useState<Message | null>(null);
  const remove = useDeleteMessage(threadId);
  useMarkShownRead(thread.data);

  const frame = cn('flex min-h-0 flex-col', className);
  if (thread.isPending) return <Loading label={t('conversations.loadingThread')} className={frame} />;
  if (thread.isError || !user)
    return (
      <div className={cn(frame, 'gap-3 p-4')}>
        {back}
        <LoadError message={errorMessage(t, thread.error)} onRetry={() => thread.refetch()} />
      </div>
    );

  const th = thread.data;
  const mayBlock = th.kind === 'pair' && (user.role === 'buyer' || user.role === 'seller');
  return (
    <section className={frame} aria-label={name(th)} data-testid="thread-panel">
      <ThreadHeader thread={th} mayBlock={mayBlock} back={back} hideName={hideName} />
      <MessageList thread={th} me={user} onDelete={setDeleting} onReport={setReporting} />
      {th.can_write ? <Composer threadId={th.id} /> : <WriteClosed thread={th} name={name(th)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('conversations.deleteTitle')}
        message={t('conversations.deleteText')}
        confirmLabel={t('conversations.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error) : undefined}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
