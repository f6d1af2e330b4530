// Admins: every wish of the project, newest change first, a page at a time: who wants to meet
// whom, and how much.
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { useProjectWishes } from '../../features/wishes/api.ts';

const person = (p: { full_name: string; company_name: string }) =>
  p.company_name ? `${p.full_name} (${p.company_name})` : p.full_name;

export function AllWishes({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const query = useProjectWishes(projectId, true);
  if (query.isPending) return <Loading label={t('wishes.loading')} />;
  if (query.isError || !query.data) {
    return <LoadError message={t('wishes.loadError')} onRetry={() => query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState icon={Heart} title={t('wishes.emptyTitle')} />;
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('wishes.admin.everyone')}>
        {query.data.map((w) => (
          <li
            key={w.id}
            className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-3"
            data-testid="wish-row"
          >
            <span className="min-w-0 flex-1 break-words text-slate-900 dark:text-slate-100">
              <span className="font-medium">{person(w.user)}</span>{' '}
              <span className="text-slate-500 dark:text-slate-400">({t(`roles.${w.user.role}`)})</span>
              <span className="mx-2 text-slate-400" aria-hidden>
                →
              </span>
              <span className="sr-only">{t('wishes.admin.target')}: </span>
              {person(w.target)}
            </span>
            <span className="shrink-0">
              <Badge tone={w.priority === 'must' ? 'amber' : 'blue'}>{t(`wishes.priority.${w.priority}`)}</Badge>
            </span>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => query.fetchNextPage()}
        testId="wishes-load-more"
      />
    </Card>
  );
}
