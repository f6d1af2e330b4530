// /contracts: the user's contracts (admins: all) by status, with
// counts, cards to the detail and a print shortcut; admins get New Contract.
import { FileText, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CONTRACT_STATUSES } from '../../../core/constants.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { FilterBar } from '../../components/ui/FilterBar.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { type ContractStatus, useContractCounts, useContracts } from '../../features/contracts/api.ts';
import { ContractCard } from './ContractCard.tsx';

const FILTERS = ['all', ...CONTRACT_STATUSES] as const;
type Filter = (typeof FILTERS)[number];
const asFilter = (value: string | null): Filter => FILTERS.find((f) => f === value) ?? 'all';

function StatusFilters({ value, onChange }: { value: Filter; onChange: (f: Filter) => void }) {
  const { t } = useTranslation();
  const counts = useContractCounts();
  return (
    <FilterBar
      className="mb-6"
      legend={t('contracts.filterLabel')}
      options={FILTERS.map((f) => ({
        value: f,
        label: f === 'all' ? t('contracts.filterAll') : t(`contracts.status.${f}`),
        count: counts.data?.[f],
      }))}
      value={value}
      onChange={onChange}
      testIdPrefix="contracts-filter"
    />
  );
}

export function ContractsScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filter = asFilter(params.get('status'));
  const contracts = useContracts(filter === 'all' ? undefined : (filter as ContractStatus));

  const choose = (f: Filter) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (f === 'all') next.delete('status');
        else next.set('status', f);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={t('contracts.title')}
        actions={
          user?.role === 'admin' && (
            <Link to="/contracts/new" className={buttonClass()} data-testid="new-contract">
              <Plus className="h-4 w-4" aria-hidden />
              {t('contracts.newTitle')}
            </Link>
          )
        }
      />
      <StatusFilters value={filter} onChange={choose} />
      {contracts.isPending && <Loading label={t('contracts.loading')} />}
      {contracts.isError && <LoadError message={t('contracts.loadError')} onRetry={() => contracts.refetch()} />}
      {contracts.data?.length === 0 && (
        <EmptyState
          icon={FileText}
          title={t('contracts.emptyTitle')}
          text={
            filter === 'all'
              ? t('contracts.emptyText')
              : t('contracts.emptyByStatus', { status: t(`contracts.status.${filter}`) })
          }
        />
      )}
      {!!contracts.data?.length && (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {contracts.data.map((c) => (
            <ContractCard key={c.id} contract={c} />
          ))}
        </div>
      )}
      <LoadMore
        hasMore={contracts.hasNextPage}
        loading={contracts.isFetchingNextPage}
        onLoad={() => contracts.fetchNextPage()}
      />
    </>
  );
}

export { ContractsScreen as Component };
