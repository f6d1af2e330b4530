// The demo-login buttons and their shared password, shown only in demo mode (docs/product.md#demo-mode).
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { useDemoInfo } from '../../features/auth/api.ts';

/** `signIn` is the sign-in form's own action, so its busy state and error banner are shared. */
export function DemoLogin({ signIn, busy }: { signIn: (email: string, password: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const { data } = useDemoInfo();
  if (!data?.enabled || !data.password) return null;
  const password = data.password;
  return (
    <section
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/50"
      aria-labelledby="demo-title"
    >
      <h2 id="demo-title" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('auth.demo.title')}
      </h2>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('auth.demo.password')}:{' '}
        <code className="rounded bg-white px-1.5 py-0.5 font-mono text-slate-900 dark:bg-slate-900 dark:text-slate-100">
          {password}
        </code>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {data.accounts.map((account) => (
          <Button
            key={account.role}
            variant="secondary"
            size="sm"
            disabled={busy}
            data-testid={`demo-login-${account.role}`}
            onClick={() => signIn(account.email, password)}
          >
            {t(`roles.${account.role}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
