// Admins only: accounts made to hold another system's tokens (nobody signs in to them), each with
// its tokens and a form for a new one (docs/decisions/048-api-tokens.md).
import { Bot } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenCreated } from '../../../core/schemas/api-token.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { Field, Input } from '../../components/ui/Field.tsx';
import { useCreateIntegrationAccount, useIntegrationAccounts } from '../../features/api-tokens/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { CreatedToken } from './CreatedToken.tsx';
import { NewTokenForm } from './NewTokenForm.tsx';
import { TokenList } from './TokenList.tsx';

export function IntegrationAccounts() {
  const { t } = useTranslation();
  const accounts = useIntegrationAccounts(true);
  const create = useCreateIntegrationAccount();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const made = (c: ApiTokenCreated) => {
    setCreated(c);
    accounts.refetch();
  };
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Bot className="h-5 w-5" aria-hidden />
        {t('apiTokens.integrations.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('apiTokens.integrations.intro')}</p>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(name.trim(), { onSuccess: () => setName('') });
        }}
      >
        <Field label={t('apiTokens.integrations.name')} className="flex-1">
          {(a) => (
            <Input
              {...a}
              value={name}
              maxLength={100}
              placeholder={t('apiTokens.integrations.namePlaceholder')}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={create.isPending || !name.trim()}>
          {t('apiTokens.integrations.create')}
        </Button>
      </form>
      {create.isError && (
        <div className="mt-3">
          <Alert>{errorMessage(t, create.error)}</Alert>
        </div>
      )}
      {created && (
        <div className="mt-4">
          <CreatedToken created={created} onDone={() => setCreated(null)} />
        </div>
      )}
      {accounts.isPending && <Loading label={t('common.loading')} />}
      {accounts.isError && <LoadError message={t('apiTokens.loadError')} onRetry={() => accounts.refetch()} />}
      <div className="mt-4 space-y-4">
        {accounts.data?.map((account) => (
          <section
            key={account.id}
            aria-label={account.name}
            className="space-y-3 rounded-lg bg-slate-50 p-4 dark:bg-slate-800/50"
          >
            <h3 className="font-medium break-all text-slate-900 dark:text-white">
              {account.name}{' '}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                ({t(`roles.${account.role}`)})
              </span>
            </h3>
            <NewTokenForm userId={account.id} onCreated={made} />
            {account.tokens.length > 0 && <TokenList tokens={account.tokens} onRevoked={() => accounts.refetch()} />}
          </section>
        ))}
      </div>
    </Card>
  );
}
