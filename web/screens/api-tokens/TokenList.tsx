// Tokens as cards (they read on a phone as on a desk): name, scope, first characters, dates, and
// Revoke behind a confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../core/schemas/api-token.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { useRevokeApiToken } from '../../features/api-tokens/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime, formatInstant } from '../../lib/format.ts';

/** Instants shown as the reader's calendar day. */
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

export function TokenList({ tokens, onRevoked }: { tokens: ApiToken[]; onRevoked?: () => void }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeApiToken();
  const [asked, setAsked] = useState<ApiToken | null>(null);
  const lang = i18n.language;
  return (
    <>
      <ul className="space-y-3" data-testid="api-token-list">
        {tokens.map((token) => (
          <li
            key={token.id}
            className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            data-testid="api-token-row"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-all text-slate-900 dark:text-white">{token.name}</span>
              <Badge tone={token.scope === 'write' ? 'amber' : 'blue'}>{t(`apiTokens.scope.${token.scope}`)}</Badge>
              {token.expired && <Badge tone="red">{t('apiTokens.list.expired')}</Badge>}
              <Button
                variant="secondary"
                size="sm"
                className="ml-auto"
                onClick={() => setAsked(token)}
                aria-label={t('apiTokens.list.revokeNamed', { name: token.name })}
                data-testid="api-token-revoke"
              >
                {t('apiTokens.list.revoke')}
              </Button>
            </div>
            <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
              <Item term={t('apiTokens.list.prefix')}>
                <code className="font-mono text-xs">{token.prefix}…</code>
              </Item>
              <Item term={t('apiTokens.list.created')}>{formatInstant(token.created_at, lang, DAY)}</Item>
              <Item term={t('apiTokens.list.expires')}>{formatInstant(token.expires_at, lang, DAY)}</Item>
              <Item term={t('apiTokens.list.lastUsed')}>
                {token.last_used_at ? formatDateTime(token.last_used_at, lang) : t('apiTokens.list.never')}
              </Item>
            </dl>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsked(null);
            revoke.reset();
          }
        }}
        title={t('apiTokens.revoke.title')}
        message={t('apiTokens.revoke.message', { name: asked?.name ?? '' })}
        confirmLabel={t('apiTokens.list.revoke')}
        busy={revoke.isPending}
        error={revoke.isError ? errorMessage(t, revoke.error) : undefined}
        onConfirm={() =>
          asked &&
          revoke.mutate(asked.id, {
            onSuccess: () => {
              setAsked(null);
              onRevoked?.();
            },
          })
        }
      />
    </>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2 sm:block">
      <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}
