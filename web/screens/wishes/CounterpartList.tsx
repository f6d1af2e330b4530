// A wisher's counterparts in a project, searched and filtered by wish on the server and read a page
// at a time (Load more): at a flagship the other side is thousands of people (docs/api-lists.md).
// Each row has its wish to set. Used by buyers and sellers for themselves and by admins for the
// person they picked.
import { Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTERPART_FILTERS, type CounterpartFilter } from '../../../core/schemas/wish.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Alert, DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { FilterBar } from '../../components/ui/FilterBar.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useChangeWish, useCounterparts } from '../../features/wishes/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { CounterpartRow } from './CounterpartRow.tsx';

export function CounterpartList({ projectId, userId }: { projectId: string; userId?: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<CounterpartFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useCounterparts(projectId, { userId, q, wish: filter });
  const change = useChangeWish();

  if (query.isPending) return <Loading label={t('wishes.loading')} />;
  if (query.isError)
    return <LoadError message={errorMessage(t, query.error, 'wishes.loadError')} onRetry={() => query.refetch()} />;
  const [first] = query.data.pages;
  const { counts, open, wisher } = first;
  const shown = query.data.pages.flatMap((p) => p.counterparts);
  if (counts.all === 0) {
    return <EmptyState icon={Users} title={t(wisher.role === 'buyer' ? 'wishes.noSellers' : 'wishes.noBuyers')} />;
  }
  return (
    <div className="space-y-4">
      {!open && <Alert>{t('wishes.closed')}</Alert>}
      <DismissibleError
        message={change.isError ? errorMessage(t, change.error, 'wishes.saveFailed') : null}
        onDismiss={() => change.reset()}
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex-1 [&>div]:mb-0">
          <SearchInput
            value={search}
            onChange={setSearch}
            label={t('wishes.searchPlaceholder')}
            className="mb-6 max-w-xl"
            maxLength={100}
            testId="people-search"
          />
        </div>
        <FilterBar
          legend={t('wishes.filterLegend')}
          options={COUNTERPART_FILTERS.map((f) => ({ value: f, label: t(`wishes.filter.${f}`), count: counts[f] }))}
          value={filter}
          onChange={setFilter}
          testIdPrefix="wishes-filter"
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={Users} title={t('wishes.emptySearch')} />
      ) : (
        <ul className="space-y-3">
          {shown.map((c) => (
            <li key={c.id}>
              <CounterpartRow
                person={c}
                open={open}
                busy={change.isPending && change.variables?.targetId === c.id}
                onChange={(priority) => change.mutate({ projectId, targetId: c.id, priority, userId })}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => query.fetchNextPage()}
        testId="wishes-load-more"
      />
    </div>
  );
}
