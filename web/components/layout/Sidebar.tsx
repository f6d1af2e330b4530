// The role's navigation (docs/product.md#the-frame): a column on wide screens,
// a drawer on phones.
import * as Dialog from '@radix-ui/react-dialog';
import {
  BarChart3,
  Briefcase,
  CalendarCheck,
  CalendarClock,
  ClipboardList,
  FileSignature,
  FileText,
  FolderKanban,
  Languages,
  LayoutDashboard,
  type LucideIcon,
  MessageSquarePlus,
  MessagesSquare,
  Plane,
  Settings,
  ShoppingBag,
  Store,
  User,
  X,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { navItems, type Role } from '../../../core/roles.ts';
import { cn } from '../../lib/cn.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

const icons: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/profile': User,
  '/projects': FolderKanban,
  '/buyers': ShoppingBag,
  '/sellers': Store,
  '/interpreters': Languages,
  '/meetings': CalendarCheck,
  '/availability': CalendarClock,
  '/meeting-requests': MessageSquarePlus,
  '/contracts': FileSignature,
  '/transactions': BarChart3,
  '/travel': Plane,
  '/assignments': ClipboardList,
  '/interpreter-notes': FileText,
  '/messages': MessagesSquare,
  '/admin': Settings,
};

function NavList({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto p-3">
      <ul className="space-y-1" data-testid="sidebar-nav">
        {navItems(role).map((item) => {
          const Icon = icons[item.path] ?? Briefcase;
          return (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.path === '/admin'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'touch-target flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-brand-50 text-brand-700 dark:bg-brand-600/20 dark:text-brand-100'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                  )
                }
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden />
                {t(item.labelKey)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The fixed column beside the content on wide screens. */
export function Sidebar({ role, open }: { role: Role; open: boolean }) {
  return (
    <aside
      data-testid="sidebar-column"
      className={cn(
        'fixed top-16 bottom-0 left-0 z-20 hidden w-64 flex-col border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        open && 'lg:flex',
      )}
    >
      <NavList role={role} />
    </aside>
  );
}

/** The same navigation as a drawer, for phones and narrow windows. */
export function SidebarDrawer({
  role,
  open,
  onOpenChange,
}: {
  role: Role;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="sidebar-drawer"
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden dark:bg-slate-900"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
            <Dialog.Title className="font-bold text-slate-900 dark:text-white">{t('app.name')}</Dialog.Title>
            <Dialog.Close
              className="touch-target inline-flex items-center justify-center rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              aria-label={t('common.close')}
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <NavList role={role} onNavigate={() => onOpenChange(false)} />
          {/* The top bar leaves these out on a phone (docs/product.md#the-frame). */}
          <div className="flex items-center gap-1 border-t border-slate-200 p-3 sm:hidden dark:border-slate-800">
            <LanguageSwitcher named />
            <ThemeToggle />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
