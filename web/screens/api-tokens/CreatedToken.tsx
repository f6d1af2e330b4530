// A token right after it was made: shown this once (only its hash is kept), with a copy button and
// how to send it.
import { Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenCreated } from '../../../core/schemas/api-token.ts';
import { Button } from '../../components/ui/Button.tsx';

export function CreatedToken({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(created.token).catch(() => undefined);
    setCopied(true);
  };
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
      <p className="text-sm font-medium text-amber-900 dark:text-amber-200">{t('apiTokens.created.shownOnce')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {/* Wrapped, not cut off, so it can be read whole on a phone; a tap selects all of it. */}
        <code
          className="flex-1 rounded-lg bg-white px-3 py-2 font-mono text-xs break-all select-all text-slate-900 dark:bg-slate-900 dark:text-white"
          data-testid="created-token-value"
        >
          {created.token}
        </code>
        <Button variant="secondary" onClick={copy} data-testid="created-token-copy">
          {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
          {copied ? t('apiTokens.created.copied') : t('apiTokens.created.copy')}
        </Button>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('apiTokens.created.howTo')}{' '}
        <code className="font-mono text-xs break-all">Authorization: Bearer {created.api_token.prefix}…</code>
      </p>
      <Button variant="ghost" size="sm" onClick={onDone}>
        {t('apiTokens.created.done')}
      </Button>
    </section>
  );
}
