// One thread in the list: whom it is with, their company and the project, the last message, when,
// and how many are unread.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Thread } from '../../../core/schemas/conversation.ts';
import { useThreadDetail, useThreadName } from '../../features/conversations/ThreadTitle.tsx';
import { cn } from '../../lib/cn.ts';
import { formatInstant } from '../../lib/format.ts';

function usePreview() {
  const { t } = useTranslation();
  return (thread: Thread, me: string) => {
    const last = thread.last_message;
    if (!last) return t('conversations.noMessagesYet');
    // A file without text, or a text hidden from the reader, has no words to show.
    const text = last.deleted ? t('conversations.deleted') : last.body || t('conversations.noText');
    return last.author_id === me ? t('conversations.you', { text }) : text;
  };
}

export function ThreadListItem({ thread, me }: { thread: Thread; me: string }) {
  const { t, i18n } = useTranslation();
  const name = useThreadName()(thread);
  const detail = useThreadDetail()(thread);
  const preview = usePreview()(thread, me);
  const unread = thread.unread_count;
  const when = thread.last_message?.created_at;
  return (
    <li>
      <NavLink
        to={`/messages/${thread.id}`}
        data-testid="thread-item"
        className={({ isActive }) =>
          cn(
            'flex gap-3 px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
            isActive ? 'bg-brand-50 dark:bg-brand-600/20' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60',
          )
        }
      >
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <span
              className={cn(
                'min-w-0 flex-1 truncate text-sm text-slate-900 dark:text-slate-100',
                unread > 0 ? 'font-bold' : 'font-medium',
              )}
            >
              {name}
            </span>
            {when && (
              <time dateTime={when} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                {formatInstant(when, i18n.language, { month: 'short', day: 'numeric' })}
              </time>
            )}
          </div>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">
            {detail} · {thread.project.name}
          </p>
          <div className="mt-0.5 flex items-center gap-2">
            <p
              className={cn(
                'min-w-0 flex-1 truncate text-sm',
                unread > 0 ? 'text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400',
              )}
              data-testid="thread-preview"
            >
              {preview}
            </p>
            {unread > 0 && (
              <span
                className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-bold text-white"
                data-testid="thread-unread"
              >
                <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
                <span className="sr-only">{t('conversations.unread', { count: unread })}</span>
              </span>
            )}
          </div>
        </div>
      </NavLink>
    </li>
  );
}
