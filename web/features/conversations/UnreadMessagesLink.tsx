// The top bar's way to Messages, beside the bell, with how many messages are unread.
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge } from '../../components/ui/CountBadge.tsx';
import { useIdleTurn } from '../../lib/tasks.ts';
import { useUnreadMessages } from './api.ts';

export function UnreadMessagesLink() {
  const { t } = useTranslation();
  // Asked once the screen is up: the top bar's counts wait for the browser's first idle moment.
  const unread = useUnreadMessages(useIdleTurn()).data?.unread_count ?? 0;
  return (
    <Link
      to="/messages"
      aria-label={t('conversations.unreadLink', { count: unread })}
      title={t('nav.messages')}
      data-testid="messages-link"
      className="touch-target relative inline-flex items-center justify-center rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <MessagesSquare className="h-5 w-5" aria-hidden />
      <CountBadge count={unread} testId="messages-unread" />
    </Link>
  );
}
