// Messages of the reader's threads that contain the searched words; each leads to its thread.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useMessageSearch } from '../../features/conversations/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatInstant } from '../../lib/format.ts';

export function SearchResults({ q }: { q: string }) {
  const { t, i18n } = useTranslation();
  const found = useMessageSearch(q);
  if (found.isPending) return <Loading label={t('conversations.searching')} />;
  if (found.isError)
    return (
      <div className="p-4">
        <LoadError message={errorMessage(t, found.error)} onRetry={() => found.refetch()} />
      </div>
    );
  if (found.data.items.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('conversations.noResults')}
      </p>
    );
  return (
    <ul
      className="divide-y divide-slate-100 dark:divide-slate-800"
      aria-label={t('conversations.results')}
      data-testid="search-results"
    >
      {found.data.items.map((m) => (
        <li key={m.id}>
          <Link
            to={`/messages/${m.thread_id}`}
            className="block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800/60"
            data-testid="search-result"
          >
            <span className="flex items-baseline gap-2 text-xs text-slate-600 dark:text-slate-400">
              <span className="min-w-0 flex-1 truncate">
                {m.author.full_name} · {m.project.name}
              </span>
              <time dateTime={m.created_at} className="shrink-0">
                {formatInstant(m.created_at, i18n.language, { month: 'short', day: 'numeric' })}
              </time>
            </span>
            <span className="mt-0.5 line-clamp-2 text-sm break-words text-slate-900 dark:text-slate-100">{m.body}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
