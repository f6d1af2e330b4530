// /transactions: the user's deals (buyers: agreed and completed only), filtered
// by status, with the total in USD, the status actions and, for sellers and admins, Register Transaction.
import { Plus, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TransactionAction } from '../../../core/rules/transactions.ts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { useTransactionAction, useTransactions } from '../../features/transactions/api.ts';
import { RegisterTransactionModal } from '../../features/transactions/RegisterTransactionModal.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { TotalValueTile } from './TotalValueTile.tsx';
import { TransactionCard } from './TransactionCard.tsx';
import {
  FILTERS_BUYER,
  FILTERS_OTHERS,
  type TransactionFilter,
  TransactionFilterBar,
} from './TransactionFilterBar.tsx';

export function TransactionsScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const isBuyer = user?.role === 'buyer';
  const isAdmin = user?.role === 'admin';
  const mayRegister = isAdmin || user?.role === 'seller';
  const filters = isBuyer ? FILTERS_BUYER : FILTERS_OTHERS;
  const [params, setParams] = useSearchParams();
  const status: TransactionFilter = filters.find((f) => f === params.get('status')) ?? 'all';
  const transactions = useTransactions(status === 'all' ? undefined : status);
  const action = useTransactionAction();
  const [registering, setRegistering] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const setStatus = (f: TransactionFilter) => {
    setActionError(null);
    setParams(f === 'all' ? {} : { status: f }, { replace: true });
  };
  const run = (id: string, act: TransactionAction) => {
    setActionError(null);
    action.mutate(
      { id, action: act },
      {
        onError: (err) =>
          setActionError(
            err instanceof ApiError && err.code === 'invalid_transition'
              ? t('transactions.invalidTransition')
              : errorMessage(t, err),
          ),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('transactions.title')}
        subtitle={isBuyer ? t('transactions.subtitleBuyer') : t('transactions.subtitleOthers')}
        actions={
          mayRegister && (
            <Button onClick={() => setRegistering(true)} data-testid="register-transaction">
              <Plus className="h-4 w-4" aria-hidden />
              {t('transactions.register.button')}
            </Button>
          )
        }
      />
      <TotalValueTile canEditRates={isAdmin} />
      <div className="mb-6">
        <TransactionFilterBar filters={filters} value={status} onChange={setStatus} />
      </div>
      <DismissibleError message={actionError} onDismiss={() => setActionError(null)} />
      {transactions.isPending && <Loading label={t('transactions.loading')} />}
      {transactions.isError && (
        <LoadError message={t('transactions.loadError')} onRetry={() => transactions.refetch()} />
      )}
      {transactions.data?.length === 0 && (
        <EmptyState
          icon={Receipt}
          title={t('transactions.emptyTitle')}
          text={status === 'all' ? t('transactions.emptyText') : t(`transactions.emptyByStatus.${status}`)}
        />
      )}
      {!!transactions.data?.length && (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {transactions.data.map((tx) => (
            <TransactionCard
              key={tx.id}
              transaction={tx}
              busy={action.isPending && action.variables?.id === tx.id}
              onAction={(act) => run(tx.id, act)}
            />
          ))}
        </div>
      )}
      <LoadMore
        hasMore={transactions.hasNextPage}
        loading={transactions.isFetchingNextPage}
        onLoad={() => transactions.fetchNextPage()}
      />
      {mayRegister && <RegisterTransactionModal open={registering} onOpenChange={setRegistering} />}
    </>
  );
}

export { TransactionsScreen as Component };
