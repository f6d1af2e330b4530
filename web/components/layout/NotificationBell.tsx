// The bell with its unread count and the list of the user's notifications.
import * as Popover from '@radix-ui/react-popover';
import { Bell, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../core/schemas/notification.ts';
import {
  useClearNotifications,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useRemoveNotification,
} from '../../features/notifications/api.ts';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useIdleTurn } from '../../lib/tasks.ts';
import { CountBadge } from '../ui/CountBadge.tsx';

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkRead();
  const remove = useRemoveNotification();
  const open = () => {
    if (!item.read) markRead.mutate(item.id);
    onOpen();
  };
  return (
    <li className={cn('group flex gap-2 px-4 py-3', !item.read && 'bg-brand-50/60 dark:bg-brand-600/10')}>
      <button type="button" onClick={open} className="flex-1 text-left">
        <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{t(item.title_key, item.params)}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(item.message_key, item.params)}</p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {formatDateTime(item.created_at, i18n.language)}
        </p>
      </button>
      <button
        type="button"
        onClick={() => remove.mutate(item.id)}
        aria-label={t('notifications.remove')}
        className="touch-target inline-flex shrink-0 items-center justify-center self-start rounded p-1 text-slate-500 hover:bg-slate-200 dark:text-slate-400 dark:hover:bg-slate-700"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Asked once the screen is up: the top bar's counts wait for the browser's first idle moment.
  const { data } = useNotifications(useIdleTurn());
  const markAll = useMarkAllRead();
  const clear = useClearNotifications();
  const unread = data?.unread_count ?? 0;
  const items = data?.items ?? [];
  return (
    <Popover.Root>
      <Popover.Trigger
        data-testid="notification-bell"
        aria-label={t('notifications.bell', { count: unread })}
        className="touch-target relative inline-flex items-center justify-center rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Bell className="h-5 w-5" aria-hidden />
        <CountBadge count={unread} testId="notification-count" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          // Radix gives the popover role="dialog"; a dialog needs a name (axe aria-dialog-name).
          aria-label={t('notifications.title')}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">{t('notifications.title')}</h2>
            <div className="flex gap-3 text-xs font-medium">
              <button
                type="button"
                className="touch-target text-brand-700 hover:underline dark:text-brand-100"
                disabled={unread === 0}
                onClick={() => markAll.mutate(undefined)}
              >
                {t('notifications.markAllRead')}
              </button>
              <button
                type="button"
                className="touch-target text-slate-600 hover:underline dark:text-slate-300"
                disabled={items.length === 0}
                onClick={() => clear.mutate(undefined)}
              >
                {t('notifications.clear')}
              </button>
            </div>
          </div>
          {items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-400">
              {t('notifications.empty')}
            </p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} onOpen={() => item.link && navigate(item.link)} />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
