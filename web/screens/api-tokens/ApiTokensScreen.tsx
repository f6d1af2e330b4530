// /api-tokens (docs/decisions/048-api-tokens.md): the signed-in person's tokens for other systems:
// make one (shown once), see when each was last used, revoke it. Admins also keep integration
// accounts here. The API reference is one link away.
import { BookOpen, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenCreated } from '../../../core/schemas/api-token.ts';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useApiTokens } from '../../features/api-tokens/api.ts';
import { useCurrentUser } from '../../features/auth/api.ts';
import { CreatedToken } from './CreatedToken.tsx';
import { IntegrationAccounts } from './IntegrationAccounts.tsx';
import { NewTokenForm } from './NewTokenForm.tsx';
import { TokenList } from './TokenList.tsx';

export function ApiTokensScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const tokens = useApiTokens();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const isAdmin = user?.role === 'admin';
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('apiTokens.title')}
        subtitle={t('apiTokens.subtitle')}
        actions={
          // A page of its own outside the app (its renderer loads only there): a plain link.
          <a
            href="/api/docs"
            className="touch-target inline-flex items-center gap-2 rounded-lg px-3 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            <BookOpen className="h-4 w-4" aria-hidden />
            {t('apiTokens.reference')}
          </a>
        }
      />
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('apiTokens.form.title')}</h2>
        <NewTokenForm onCreated={setCreated} />
        {created && <CreatedToken created={created} onDone={() => setCreated(null)} />}
      </Card>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('apiTokens.list.title')}</h2>
        {tokens.isPending && <Loading label={t('common.loading')} />}
        {tokens.isError && <LoadError message={t('apiTokens.loadError')} onRetry={() => tokens.refetch()} />}
        {tokens.data?.length === 0 && (
          <EmptyState icon={KeyRound} title={t('apiTokens.list.empty')} text={t('apiTokens.list.emptyText')} />
        )}
        {!!tokens.data?.length && <TokenList tokens={tokens.data} />}
      </Card>
      {isAdmin && <IntegrationAccounts />}
    </div>
  );
}

export { ApiTokensScreen as Component };
