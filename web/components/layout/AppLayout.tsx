// The signed-in frame: fixed top bar, the role's sidebar (a drawer on phones), the screen.
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useCurrentUser } from '../../features/auth/api.ts';
import { UnreadMessagesLink } from '../../features/conversations/UnreadMessagesLink.tsx';
import { useNotificationStream } from '../../features/notifications/api.ts';
import { useMailLanguage } from '../../features/profile/mail-language.ts';
import { cn } from '../../lib/cn.ts';
import { PwaChrome } from '../../pwa/PwaChrome.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { PendingWrites } from './PendingWrites.tsx';
import { Sidebar, SidebarDrawer } from './Sidebar.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { UserMenu } from './UserMenu.tsx';

const isWide = () => window.matchMedia('(min-width: 1024px)').matches;

export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [columnOpen, setColumnOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useNotificationStream(!!user);
  useMailLanguage(user?.id);
  if (!user) return null;

  // One toggle: it folds the column on wide screens and opens the drawer on narrow ones.
  const toggle = () => (isWide() ? setColumnOpen((o) => !o) : setDrawerOpen(true));

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      <header className="no-print fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-4 dark:border-slate-800 dark:bg-slate-900/95">
        <button
          type="button"
          onClick={toggle}
          aria-label={t('layout.toggleSidebar')}
          data-testid="sidebar-toggle"
          className="touch-target inline-flex shrink-0 items-center justify-center rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Menu className="h-5 w-5" aria-hidden />
        </button>
        <Link to="/dashboard" className="touch-target truncate py-2 text-lg font-bold text-slate-900 dark:text-white">
          {t('app.name')}
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* On a phone these two live in the drawer, so the top bar's buttons keep 44 px each. */}
          <div className="contents max-sm:hidden">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
          <PendingWrites userId={user.id} />
          <UnreadMessagesLink />
          <NotificationBell />
          <UserMenu user={user} />
        </div>
      </header>
      <Sidebar role={user.role} open={columnOpen} />
      <SidebarDrawer role={user.role} open={drawerOpen} onOpenChange={setDrawerOpen} />
      <main id="main" tabIndex={-1} className={cn('px-4 pt-20 pb-10 sm:px-6', columnOpen && 'lg:pl-70')}>
        <div className="mx-auto max-w-7xl">
          <PwaChrome userId={user.id} role={user.role} />
          <Outlet />
        </div>
      </main>
    </div>
  );
}
