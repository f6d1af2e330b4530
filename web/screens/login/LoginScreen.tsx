// /login: one screen that toggles between sign-in and sign-up.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/layout/LanguageSwitcher.tsx';
import { ThemeToggle } from '../../components/layout/ThemeToggle.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Loading } from '../../components/ui/Feedback.tsx';
import { loadAllTexts } from '../../i18n/index.ts';
import { SignInForm } from './SignInForm.tsx';

// The sign-up form carries zod, the form library and the profile texts; they load only when someone opens it.
const SignUpForm = lazy(() =>
  Promise.all([import('./SignUpForm.tsx'), loadAllTexts()]).then(([m]) => ({ default: m.SignUpForm })),
);

export function LoginScreen() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [signedUpEmail, setSignedUpEmail] = useState<string>();
  return (
    <div className="min-h-screen bg-gradient-to-br from-brand-50 to-slate-100 px-4 py-6 dark:from-slate-950 dark:to-slate-900">
      <header className="mx-auto flex max-w-2xl items-center justify-between">
        <Link to="/" className="text-lg font-bold text-slate-900 dark:text-white">
          {t('app.name')}
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main className={mode === 'sign-in' ? 'mx-auto mt-10 max-w-md' : 'mx-auto mt-6 max-w-2xl'}>
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
            {mode === 'sign-in' ? t('auth.signInTitle') : t('auth.signUpTitle')}
          </h1>
          <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{t('app.tagline')}</p>
          {mode === 'sign-in' ? (
            <SignInForm signedUpEmail={signedUpEmail} onSignUp={() => setMode('sign-up')} />
          ) : (
            <Suspense fallback={<Loading label={t('common.loading')} />}>
              <SignUpForm
                onDone={(email) => {
                  setSignedUpEmail(email);
                  setMode('sign-in');
                }}
                onSignIn={() => setMode('sign-in')}
              />
            </Suspense>
          )}
        </Card>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-slate-600 hover:underline dark:text-slate-400">
            {t('auth.backToHome')}
          </Link>
        </p>
      </main>
    </div>
  );
}
