// /travel (docs/rules.md#travel): the records the user may see with All / Upcoming / Past and
// their counts, the three summary tiles, and for admins Add Travel Info, Edit → and delete.
import { Building2, Plane, Plus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  filterTravel,
  TRAVEL_FILTERS,
  type TravelFilter,
  travelCounts,
  travelSummary,
} from '../../../core/rules/travel.ts';
import type { Travel } from '../../../core/schemas/travel.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { FilterBar } from '../../components/ui/FilterBar.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { useDeleteTravel, useTravel } from '../../features/travel/api.ts';
import { TravelFormModal } from '../../features/travel/TravelFormModal.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { TravelCard } from './TravelCard.tsx';

function Tile({ icon: Icon, label, value }: { icon: typeof Plane; label: string; value: number }) {
  return (
    <Card className="flex items-center gap-4 p-3 sm:p-5">
      {/* Phones keep the three tiles in one row: no room for the icon there. */}
      <span className="hidden rounded-lg bg-brand-50 p-2.5 text-brand-700 sm:block dark:bg-brand-600/20 dark:text-brand-100">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs text-slate-600 sm:text-sm dark:text-slate-400">{label}</p>
        <p className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl dark:text-white">{value}</p>
      </div>
    </Card>
  );
}

export function TravelScreen() {
  const { t } = useTranslation();
  const isAdmin = useCurrentUser().user?.role === 'admin';
  const list = useTravel();
  const remove = useDeleteTravel();
  const [params, setParams] = useSearchParams();
  const filter: TravelFilter = TRAVEL_FILTERS.find((f) => f === params.get('when')) ?? 'all';
  // undefined: closed; null: a new record; otherwise the one being edited.
  const [editing, setEditing] = useState<Travel | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Travel | null>(null);
  // "Now" is taken when the list arrives, so a record does not jump between filters while one reads.
  const now = useMemo(() => new Date(list.dataUpdatedAt || Date.now()), [list.dataUpdatedAt]);
  const records = list.data ?? [];
  const counts = travelCounts(records, now);
  const summary = travelSummary(records);
  const shown = filterTravel(records, filter, now);

  return (
    <>
      <PageHeader
        title={t('travel.title')}
        subtitle={list.data ? t('travel.count', { count: records.length }) : undefined}
        actions={
          isAdmin && (
            <Button onClick={() => setEditing(null)} data-testid="add-travel">
              <Plus className="h-4 w-4" aria-hidden />
              {t('travel.add')}
            </Button>
          )
        }
      />
      {list.isPending && <Loading label={t('travel.loading')} />}
      {list.isError && <LoadError message={t('travel.loadError')} onRetry={() => list.refetch()} />}
      {list.data?.length === 0 && (
        <EmptyState icon={Plane} title={t('travel.emptyTitle')} text={t('travel.emptyText')} />
      )}
      {records.length > 0 && (
        <>
          <div className="mb-6 grid grid-cols-3 gap-2 sm:gap-4">
            <Tile icon={Users} label={t('travel.summary.travelers')} value={summary.travelers} />
            <Tile icon={Plane} label={t('travel.summary.flights')} value={summary.flights} />
            <Tile icon={Building2} label={t('travel.summary.hotels')} value={summary.hotels} />
          </div>
          <FilterBar
            className="mb-6"
            legend={t('travel.filterLabel')}
            options={TRAVEL_FILTERS.map((f) => ({ value: f, label: t(`travel.filter.${f}`), count: counts[f] }))}
            value={filter}
            onChange={(f) => setParams(f === 'all' ? {} : { when: f }, { replace: true })}
            testIdPrefix="travel-filter"
          />
          {shown.length === 0 ? (
            <EmptyState icon={Plane} title={t('travel.emptyTitle')} text={t(`travel.emptyByFilter.${filter}`)} />
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {shown.map((r) => (
                <TravelCard
                  key={r.id}
                  record={r}
                  isAdmin={isAdmin}
                  onEdit={() => setEditing(r)}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(r);
                  }}
                />
              ))}
            </div>
          )}
        </>
      )}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => list.fetchNextPage()} />
      {isAdmin && (
        <>
          <TravelFormModal
            open={editing !== undefined}
            onOpenChange={(open) => !open && setEditing(undefined)}
            record={editing ?? undefined}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('travel.deleteTitle')}
            message={t('travel.deleteConfirm', { name: deleting?.user.full_name ?? '' })}
            confirmLabel={t('travel.delete')}
            onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            busy={remove.isPending}
            error={remove.isError ? errorMessage(t, remove.error) : undefined}
          />
        </>
      )}
    </>
  );
}

export { TravelScreen as Component };
