// The sign-in view. It checks only that both fields are filled (the server validates the rest with
// signInSchema), so the login screen loads without zod: see docs/decisions/005-light-login-screen.md.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SignInInput } from '../../../core/schemas/auth.ts';
import { afterSignIn } from '../../app/guards.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Input } from '../../components/ui/Field.tsx';
import { useSignIn } from '../../features/auth/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { DemoLogin } from './DemoLogin.tsx';

export function SignInForm({ signedUpEmail, onSignUp }: { signedUpEmail?: string; onSignUp: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const destination = afterSignIn(useLocation());
  const [email, setEmail] = useState(signedUpEmail ?? '');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const emailMissing = checked && !/^\S+@\S+$/.test(email.trim());
  const passwordMissing = checked && !password;
  const submit = (input: SignInInput) =>
    signIn.mutate(input, { onSuccess: () => navigate(destination, { replace: true }) });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (/^\S+@\S+$/.test(email.trim()) && password) submit({ email: email.trim(), password });
  };

  return (
    <div className="space-y-6">
      {signedUpEmail && <Alert tone="success">{t('auth.signUpDone')}</Alert>}
      {signIn.isError && <Alert>{errorMessage(t, signIn.error, 'auth.signInFailed')}</Alert>}
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label={t('auth.email')} required error={emailMissing ? t('validation.email') : undefined}>
          {(a) => (
            <Input {...a} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <Field
          label={t('auth.password')}
          required
          error={passwordMissing ? t('validation.passwordRequired') : undefined}
        >
          {(a) => (
            <Input
              {...a}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <p className="-mt-2 text-right text-sm">
          <Link
            to="/forgot-password"
            className="touch-target inline-flex items-center text-brand-700 hover:underline dark:text-brand-100"
          >
            {t('auth.forgotPassword')}
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={signIn.isPending} data-testid="sign-in-submit">
          {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth.noAccount')}{' '}
        <button
          type="button"
          onClick={onSignUp}
          className="touch-target font-medium text-brand-700 hover:underline dark:text-brand-100"
          data-testid="to-sign-up"
        >
          {t('auth.signUp')}
        </button>
      </p>
      <DemoLogin signIn={(email, password) => submit({ email, password })} busy={signIn.isPending} />
    </div>
  );
}
