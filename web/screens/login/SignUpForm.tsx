// Sign-up with every profile field; company fields only for buyers and sellers.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasCompany, SIGNUP_ROLES } from '../../../core/roles.ts';
import { type SignUpInput, signUpSchema } from '../../../core/schemas/auth.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Input, Select } from '../../components/ui/Field.tsx';
import { useSignUp } from '../../features/auth/api.ts';
import { BasicFields, CompanyFields, Section, useFieldError } from '../../features/profile/ProfileFields.tsx';
import { errorMessage } from '../../lib/errors.ts';

const EMPTY: Partial<SignUpInput> = {
  email: '',
  password: '',
  role: 'buyer',
  full_name: '',
  annual_revenue_currency: 'USD',
  export_annual_revenue_currency: 'USD',
  has_export_experience: false,
  product_categories: [],
};

export function SignUpForm({ onDone, onSignIn }: { onDone: (email: string) => void; onSignIn: () => void }) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: EMPTY });
  const { register, handleSubmit, watch, formState } = form;
  const fieldError = useFieldError();
  const role = watch('role') ?? 'buyer';
  const submit = handleSubmit((input) => signUp.mutate(input, { onSuccess: () => onDone(input.email) }));

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} className="space-y-8" noValidate>
        {signUp.isError && <Alert>{errorMessage(t, signUp.error, 'auth.signUpFailed')}</Alert>}
        <Section title={t('auth.account')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('auth.email')} required error={fieldError(formState.errors, 'email')}>
              {(a) => <Input {...a} type="email" autoComplete="email" {...register('email')} />}
            </Field>
            <Field
              label={t('auth.password')}
              required
              error={fieldError(formState.errors, 'password')}
              hint={t('auth.passwordHint')}
            >
              {(a) => <Input {...a} type="password" autoComplete="new-password" {...register('password')} />}
            </Field>
            <Field label={t('auth.role')} required>
              {(a) => (
                <Select {...a} {...register('role')} data-testid="sign-up-role">
                  {SIGNUP_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`roles.${r}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </Section>
        <Section title={t('profile.sections.basic')}>
          <BasicFields />
        </Section>
        {hasCompany(role) && <CompanyFields />}
        {hasCompany(role) && (
          <Section title={t('profile.sections.attachments')}>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('attachments.afterSignUp')}</p>
          </Section>
        )}
        <Button type="submit" className="w-full" disabled={signUp.isPending} data-testid="sign-up-submit">
          {signUp.isPending ? t('auth.signingUp') : t('auth.signUp')}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          {t('auth.haveAccount')}{' '}
          <button
            type="button"
            onClick={onSignIn}
            className="touch-target font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            {t('auth.signIn')}
          </button>
        </p>
      </form>
    </FormProvider>
  );
}
