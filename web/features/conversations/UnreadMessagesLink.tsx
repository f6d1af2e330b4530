// The top bar's way to Messages, beside the bell, with how many messages are unread.
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadMessages } from './api.ts';

export function UnreadMessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadMessages().data?.unread_count ?? 0;
  return (
    <Link
      to="/messages"
      aria-label={t('conversations.unreadLink', { count: unread })}
      title={t('nav.messages')}
      data-testid="messages-link"
      className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <MessagesSquare className="h-5 w-5" aria-hidden />
      {unread > 0 && (
        <span
          data-testid="messages-unread"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
