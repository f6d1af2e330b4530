// /forgot-password: asks for the e-mail address and answers the same whether or not an account
// has it (docs/rules.md#invitations).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from '../../components/layout/PublicFrame.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Input } from '../../components/ui/Field.tsx';
import { useForgotPassword } from '../../features/auth/password-api.ts';
import { errorMessage } from '../../lib/errors.ts';

export function Component() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const valid = /^\S+@\S+\.\S+$/.test(email.trim());
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (valid) forgot.mutate(email.trim());
  };
  return (
    <PublicFrame>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('passwordReset.forgotTitle')}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">{t('passwordReset.forgotIntro')}</p>
      {forgot.isSuccess ? (
        <Alert tone="success">{t('passwordReset.forgotSent', { email: email.trim() })}</Alert>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {forgot.isError && <Alert>{errorMessage(t, forgot.error)}</Alert>}
          <Field label={t('auth.email')} required error={checked && !valid ? t('validation.email') : undefined}>
            {(a) => (
              <Input
                {...a}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? t('common.loading') : t('passwordReset.sendLink')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          className="touch-target inline-flex items-center font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          {t('passwordReset.backToSignIn')}
        </Link>
      </p>
    </PublicFrame>
  );
}
