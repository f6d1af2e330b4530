import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, KeyRound, LogOut, Settings, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Profile } from '../../../core/schemas/profile.ts';
import { useSignOut } from '../../features/auth/api.ts';

const itemClass =
  'touch-target flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

/** Profile, Settings (/admin for everyone; non-admins see Access Denied there), API tokens and Logout. */
export function UserMenu({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = () => signOut.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  return (
    // Not modal: a modal menu hides the page behind it with aria-hidden and leaves its controls
    // focusable there (axe's aria-hidden-focus); Escape and a tap outside still close it.
    <Menu.Root modal={false}>
      <Menu.Trigger
        data-testid="user-menu"
        className="touch-target flex items-center justify-center gap-2 rounded-lg px-1.5 py-1.5 text-left sm:px-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {user.full_name.trim().charAt(0).toUpperCase()}
        </span>
        <span className="hidden flex-col sm:flex">
          <span className="max-w-40 truncate text-sm font-medium text-slate-900 dark:text-slate-100">
            {user.full_name}
          </span>
          <span className="text-xs text-slate-600 dark:text-slate-400">{t(`roles.${user.role}`)}</span>
        </span>
        {/* On a phone the initial alone is the button, so the top bar keeps its room. */}
        <ChevronDown className="h-4 w-4 text-slate-500 max-sm:hidden" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <Menu.Item className={itemClass} onSelect={() => navigate('/profile')}>
            <User className="h-4 w-4" aria-hidden /> {t('userMenu.profile')}
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={() => navigate('/admin')}>
            <Settings className="h-4 w-4" aria-hidden /> {t('userMenu.settings')}
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={() => navigate('/api-tokens')} data-testid="menu-api-tokens">
            <KeyRound className="h-4 w-4" aria-hidden /> {t('userMenu.apiTokens')}
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <Menu.Item className={itemClass} onSelect={logout} data-testid="logout">
            <LogOut className="h-4 w-4" aria-hidden /> {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
