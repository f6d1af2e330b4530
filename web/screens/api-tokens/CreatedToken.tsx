// A token right after it was made: shown this once (only its hash is kept), with a copy button and
// how to send it.
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenCreated } from '../../../core/schemas/api-token.ts';
import { Button } from '../../components/ui/Button.tsx';
import { SecretValue } from '../../components/ui/SecretValue.tsx';

export function CreatedToken({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="created-token-title"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
      data-testid="created-token"
    >
      <h2 id="created-token-title" className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <KeyRound className="h-4 w-4" aria-hidden />
        {t('apiTokens.created.title', { name: created.api_token.name })}
      </h2>
      <SecretValue
        value={created.token}
        warning={t('apiTokens.created.shownOnce')}
        valueTestId="created-token-value"
        copyTestId="created-token-copy"
      />
      {/* The header breaks between its words where it can, not inside "Authorization". */}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('apiTokens.created.howTo')}{' '}
        <code className="font-mono text-xs wrap-anywhere">Authorization: Bearer {created.api_token.prefix}…</code>
      </p>
      <Button variant="ghost" size="sm" onClick={onDone}>
        {t('apiTokens.created.done')}
      </Button>
    </section>
  );
}
