// A wisher's counterparts in a project, searchable and filtered by wish, each with its wish to set.
// Used by buyers and sellers for themselves and by admins for the person they picked.
import { Users } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Counterpart } from '../../../core/schemas/wish.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Alert, DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { FilterBar } from '../../components/ui/FilterBar.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useChangeWish, useCounterparts } from '../../features/wishes/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { CounterpartRow } from './CounterpartRow.tsx';

const FILTERS = ['all', 'must', 'like', 'none'] as const;
type Filter = (typeof FILTERS)[number];

const matches = (c: Counterpart, filter: Filter, q: string) =>
  (filter === 'all' || (c.priority ?? 'none') === filter) &&
  (!q ||
    [c.full_name, c.company_name, c.country, ...c.languages, ...c.product_categories].some((s) =>
      s.toLowerCase().includes(q),
    ));

export function CounterpartList({ projectId, userId }: { projectId: string; userId?: string }) {
  const { t } = useTranslation();
  const query = useCounterparts(projectId, userId);
  const change = useChangeWish();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim().toLowerCase());
  const list = query.data?.counterparts;
  const shown = useMemo(() => list?.filter((c) => matches(c, filter, q)) ?? [], [list, filter, q]);

  if (query.isPending) return <Loading label={t('wishes.loading')} />;
  if (query.isError)
    return <LoadError message={errorMessage(t, query.error, 'wishes.loadError')} onRetry={() => query.refetch()} />;
  const { counterparts, open, wisher } = query.data;
  const count = (f: Filter) => counterparts.filter((c) => matches(c, f, '')).length;
  if (counterparts.length === 0) {
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
            testId="people-search"
          />
        </div>
        <FilterBar
          legend={t('wishes.filterLegend')}
          options={FILTERS.map((f) => ({ value: f, label: t(`wishes.filter.${f}`), count: count(f) }))}
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
    </div>
  );
}
