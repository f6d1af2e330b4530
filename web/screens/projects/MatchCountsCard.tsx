// The organiser's match counts on the project page (docs/rules.md#matchmaking): how many good
// matches each buyer and seller has, people with none first, so profiles can be fixed or the right
// people recruited. Shows the first rows; on demand the most the server lists: the 200 with the
// fewest good matches, which at a flagship's size are the ones to act on (docs/api-lists.md).
import { Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useMatchCounts } from '../../features/recommendations/api.ts';

const FIRST_ROWS = 10;

export function MatchCountsCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [load, setLoad] = useState(false);
  const [all, setAll] = useState(false);
  const counts = useMatchCounts(projectId, load);
  const headingId = `match-counts-${projectId}`;
  let body: ReactNode;
  if (!load) {
    body = (
      <Button variant="secondary" onClick={() => setLoad(true)} data-testid="load-match-counts">
        <Users className="h-4 w-4" aria-hidden /> {t('matchCounts.load')}
      </Button>
    );
  } else if (counts.isPending) {
    body = <Loading label={t('matchCounts.loading')} />;
  } else if (counts.isError) {
    body = <LoadError message={t('matchCounts.loadError')} onRetry={() => counts.refetch()} />;
  } else {
    const { people, without, buyers, sellers } = counts.data;
    const rows = all ? people : people.slice(0, FIRST_ROWS);
    const total = buyers + sellers;
    body = (
      <>
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" data-testid="match-counts-summary">
          {t('matchCounts.summary', { without, buyers, sellers })}
        </p>
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="match-counts">
          {rows.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900 dark:text-white">{p.full_name}</span>
                {p.company_name && <span className="text-slate-600 dark:text-slate-400"> · {p.company_name}</span>}
                <span className="text-slate-600 dark:text-slate-400"> · {t(`roles.${p.role}`)}</span>
              </span>
              {p.good_matches === 0 ? (
                <Badge tone="red">{t('matchCounts.none')}</Badge>
              ) : (
                <Badge tone="green">{t('matchCounts.count', { count: p.good_matches })}</Badge>
              )}
            </li>
          ))}
        </ul>
        {all && people.length < total && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="match-counts-capped">
            {t('matchCounts.capped', { shown: people.length, total })}
          </p>
        )}
        {people.length > FIRST_ROWS && (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll((v) => !v)}>
            {all ? t('matchCounts.showFewer') : t('matchCounts.showAll', { count: people.length })}
          </Button>
        )}
      </>
    );
  }
  return (
    <Card className="mb-6 p-5" aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="mb-1 font-semibold text-slate-900 dark:text-white">
        {t('matchCounts.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('matchCounts.intro')}</p>
      {body}
    </Card>
  );
}
