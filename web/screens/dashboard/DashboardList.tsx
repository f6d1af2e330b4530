// A dashboard list: a card with a heading, an optional "View all" link, its rows or its empty text.
import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card.tsx';

export function DashboardList<T>({
  title,
  icon: Icon,
  items,
  empty,
  viewAll,
  testId,
  children,
}: {
  title: string;
  icon: LucideIcon;
  items: readonly T[];
  empty: string;
  /** Where the whole list lives, if anywhere. */
  viewAll?: string;
  testId: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col p-5" data-testid={testId}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <Icon className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden />
          {title}
        </h2>
        {viewAll && items.length > 0 && (
          <Link
            to={viewAll}
            className="touch-target flex items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            {t('dashboard.viewAll')}
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Link>
        )}
      </div>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="-mx-2 divide-y divide-slate-100 dark:divide-slate-800">{items.map(children)}</ul>
      )}
    </Card>
  );
}

/** One row: a main line, a line of details, and something on the right (a badge, an amount). */
export function DashboardRow({
  to,
  title,
  meta,
  aside,
}: {
  to?: string;
  title: ReactNode;
  meta?: ReactNode;
  aside?: ReactNode;
}) {
  const body = (
    <>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900 dark:text-slate-100">{title}</p>
        {meta && <div className="text-sm break-words text-slate-600 dark:text-slate-400">{meta}</div>}
      </div>
      {aside && <div className="flex shrink-0 flex-col items-end gap-1 text-sm">{aside}</div>}
    </>
  );
  const cls = 'flex items-center gap-3 rounded-lg px-2 py-2.5';
  return (
    <li>
      {to ? (
        <Link to={to} className={`${cls} hover:bg-slate-50 dark:hover:bg-slate-800/60`}>
          {body}
        </Link>
      ) : (
        <div className={cls}>{body}</div>
      )}
    </li>
  );
}
