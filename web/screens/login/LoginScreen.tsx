// /login: one screen that toggles between sign-in and sign-up.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../components/layout/PublicFrame.tsx';
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
    <PublicFrame wide={mode === 'sign-up'}>
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
    </PublicFrame>
  );
}
