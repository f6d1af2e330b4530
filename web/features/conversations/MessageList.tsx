// A thread's messages, the oldest at the top: "Load older messages" above, the newest in view, each
// with what the reader may do to it (edit for five minutes, delete, report), "Seen" under the
// reader's last message once the others have read it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, Thread } from '../../../core/schemas/conversation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useMessages } from './api.ts';
import { MessageEditor } from './MessageEditor.tsx';
import { MessageItem } from './MessageItem.tsx';
import { mayEdit, seenMessageId } from './thread-view.ts';

/** The time now, moved on every half minute, so the edit window closes on screen too. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface Props {
  thread: Thread;
  me: { id: string; role: string };
  onDelete: (message: Message) => void;
  onReport: (message: Message) => void;
}

export function MessageList({ thread, me, onDelete, onReport }: Props) {
  const { t } = useTranslation();
  const pages = useMessages(thread.id);
  const [editing, setEditing] = useState<string | null>(null);
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  // Pages come newest first, each newest first: reversed, the oldest is at the top.
  const messages = (pages.data?.pages ?? []).flatMap((p) => p.items).reverse();
  const newest = messages.at(-1)?.id;

  // A new message (theirs or the reader's) scrolls into view; loading older ones leaves the view be.
  useEffect(() => {
    const el = scroller.current;
    if (el && newest) el.scrollTop = el.scrollHeight;
  }, [newest]);

  if (pages.isPending) return <Loading label={t('conversations.loadingMessages')} className="flex-1" />;
  if (pages.isError)
    return (
      <div className="flex-1 p-4">
        <LoadError message={errorMessage(t, pages.error)} onRetry={() => pages.refetch()} />
      </div>
    );

  const seen = seenMessageId(messages, thread.read_up_to, me.id);
  return (
    <div
      ref={scroller}
      // Keyboard users scroll the messages too (axe scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      role="log"
      aria-label={t('conversations.messages')}
      className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:p-4"
      data-testid="message-list"
    >
      {pages.hasNextPage && (
        <div className="text-center">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
            data-testid="load-older"
          >
            {t('conversations.loadOlder')}
          </Button>
        </div>
      )}
      {messages.length === 0 && (
        <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">{t('conversations.noMessages')}</p>
      )}
      <ol className="space-y-3">
        {messages.map((m) => {
          const mine = m.author.id === me.id;
          const live = !m.deleted;
          return (
            <MessageItem
              key={m.id}
              message={m}
              mine={mine}
              seen={m.id === seen}
              editor={editing === m.id ? <MessageEditor message={m} onDone={() => setEditing(null)} /> : undefined}
              onEdit={mayEdit(m, me.id, now) ? () => setEditing(m.id) : undefined}
              onDelete={live && (mine || me.role === 'admin') ? () => onDelete(m) : undefined}
              onReport={live && !mine && me.role !== 'admin' ? () => onReport(m) : undefined}
            />
          );
        })}
      </ol>
    </div>
  );
}
