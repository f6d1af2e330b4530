import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type SignInInput, signInSchema } from '../../../core/schemas/auth';
import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Feedback';
import { Field, Input } from '../../components/ui/Field';
import { useSignIn } from '../../features/auth/api';
import { errorMessage } from '../../lib/errors';
import { DemoLogin } from './DemoLogin';

export function SignInForm({ signedUpEmail, onSignUp }: { signedUpEmail?: string; onSignUp: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: signedUpEmail ?? '', password: '' },
  });
  const submit = (input: SignInInput) =>
    signIn.mutate(input, { onSuccess: () => navigate('/dashboard', { replace: true }) });

  return (
    <div className="space-y-6">
      {signedUpEmail && <Alert tone="success">{t('auth.signUpDone')}</Alert>}
      {signIn.isError && <Alert>{errorMessage(t, signIn.error, 'auth.signInFailed')}</Alert>}
      <form onSubmit={handleSubmit(submit)} className="space-y-4" noValidate>
        <Field label={t('auth.email')} required error={formState.errors.email && t('validation.email')}>
          {(a) => <Input {...a} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Field
          label={t('auth.password')}
          required
          error={formState.errors.password && t('validation.passwordRequired')}
        >
          {(a) => <Input {...a} type="password" autoComplete="current-password" {...register('password')} />}
        </Field>
        <Button type="submit" className="w-full" disabled={signIn.isPending} data-testid="sign-in-submit">
          {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth.noAccount')}{' '}
        <button
          type="button"
          onClick={onSignUp}
          className="font-medium text-brand-700 hover:underline dark:text-brand-100"
          data-testid="to-sign-up"
        >
          {t('auth.signUp')}
        </button>
      </p>
      <DemoLogin signIn={(email, password) => submit({ email, password })} busy={signIn.isPending} />
    </div>
  );
}
