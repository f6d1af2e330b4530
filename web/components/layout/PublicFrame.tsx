// The frame of the screens people see before signing in (login, forgot and set password): the app's
// name, language and theme switches, and one centred card.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../ui/Card.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

export function PublicFrame({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-gradient-to-br from-brand-50 to-slate-100 px-4 py-6 dark:from-slate-950 dark:to-slate-900">
      <header className="mx-auto flex max-w-2xl items-center justify-between">
        <Link to="/" className="touch-target inline-flex items-center text-lg font-bold text-slate-900 dark:text-white">
          {t('app.name')}
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main className={wide ? 'mx-auto mt-6 max-w-2xl' : 'mx-auto mt-10 max-w-md'}>
        <Card className="p-6 sm:p-8">{children}</Card>
        <p className="mt-6 text-center text-sm">
          <Link
            to="/"
            className="touch-target inline-flex items-center text-slate-600 hover:underline dark:text-slate-400"
          >
            {t('auth.backToHome')}
          </Link>
        </p>
      </main>
    </div>
  );
}
