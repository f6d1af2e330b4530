// /set-password#token=…: an invitation's or a reset's one-time link. Names the account, asks for
// the new password twice, and signs its owner in (docs/rules.md#invitations).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../core/constants.ts';
import { PublicFrame } from '../../components/layout/PublicFrame.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Alert, Loading } from '../../components/ui/Feedback.tsx';
import { Field, Input } from '../../components/ui/Field.tsx';
import { tokenFromHash } from '../../features/auth/link-token.ts';
import { useLinkInfo, useSetPassword } from '../../features/auth/password-api.ts';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

/** The refusals a link can get, each with its own text under passwordReset.link.* */
const LINK_ERRORS = ['token_invalid', 'token_expired', 'token_used', 'token_replaced'];

function LinkRefused({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError && LINK_ERRORS.includes(error.code) ? error.code : 'token_invalid';
  return (
    <div className="space-y-4">
      <Alert>{t(`passwordReset.link.${code}`)}</Alert>
      <Link
        to="/forgot-password"
        className="touch-target flex items-center justify-center font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        {t('passwordReset.askNewLink')}
      </Link>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = tokenFromHash(useLocation().hash);
  const link = useLinkInfo(token);
  const setPassword = useSetPassword();
  const [password, setPasswordText] = useState('');
  const [again, setAgain] = useState('');
  const [checked, setChecked] = useState(false);
  const tooShort = password.length < PASSWORD_MIN_LENGTH;
  const mismatch = password !== again;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (tooShort || mismatch) return;
    setPassword.mutate({ token, password }, { onSuccess: () => navigate('/dashboard', { replace: true }) });
  };
  const invitation = link.data?.purpose === 'invitation';
  const info = link.data;

  // No title while the link is being read: an invitation and a reset are greeted differently.
  if (token && link.isPending) {
    return (
      <PublicFrame>
        <Loading label={t('common.loading')} />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
        {!info
          ? t('passwordReset.linkRefusedTitle')
          : invitation
            ? t('passwordReset.welcomeTitle', { name: info.full_name })
            : t('passwordReset.setTitle')}
      </h1>
      {info && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {invitation ? t('passwordReset.welcomeIntro') : t('passwordReset.setIntro')}
        </p>
      )}
      <div className="mt-6">
        {!info ? (
          <LinkRefused error={link.error} />
        ) : (
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            {setPassword.isError &&
              (setPassword.error instanceof ApiError && LINK_ERRORS.includes(setPassword.error.code) ? (
                <LinkRefused error={setPassword.error} />
              ) : (
                <Alert>{errorMessage(t, setPassword.error)}</Alert>
              ))}
            <Field label={t('auth.email')}>
              {(a) => (
                <Input
                  {...a}
                  type="email"
                  autoComplete="username"
                  value={info.email}
                  readOnly
                  className="read-only:bg-slate-50 read-only:text-slate-600 dark:read-only:bg-slate-800 dark:read-only:text-slate-300"
                />
              )}
            </Field>
            <Field
              label={t('passwordReset.newPassword')}
              required
              hint={t('passwordReset.passwordHint', { count: PASSWORD_MIN_LENGTH })}
              error={checked && tooShort ? t('passwordReset.tooShort', { count: PASSWORD_MIN_LENGTH }) : undefined}
            >
              {(a) => (
                <Input
                  {...a}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPasswordText(e.target.value)}
                />
              )}
            </Field>
            <Field
              label={t('passwordReset.repeatPassword')}
              required
              error={checked && !tooShort && mismatch ? t('passwordReset.mismatch') : undefined}
            >
              {(a) => (
                <Input
                  {...a}
                  type="password"
                  autoComplete="new-password"
                  value={again}
                  onChange={(e) => setAgain(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" className="w-full" disabled={setPassword.isPending} data-testid="set-password-submit">
              {setPassword.isPending ? t('common.loading') : t('passwordReset.save')}
            </Button>
          </form>
        )}
      </div>
    </PublicFrame>
  );
}
