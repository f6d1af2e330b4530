// The frame of a chart: a picture for screen readers (role="img", its label summing up what it shows;
// the numbers are in the table beside it), a fixed height so the page does not jump, a legend of its
// colours, and the chart code loaded on first use (./charts/lazy.ts) with a placeholder meanwhile.
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/Feedback.tsx';
import { Swatch } from './DataTable.tsx';

export function ChartFigure({
  label,
  height,
  legend,
  children,
  note,
  testId,
}: {
  label: string;
  height: number;
  legend?: { name: string; colour: string }[];
  children: ReactNode;
  /** A line under the chart, e.g. that it draws only the largest groups. */
  note?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <div role="img" aria-label={label} data-testid={testId}>
        <div style={{ height }}>
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <Spinner /> {t('report.chartLoading')}
              </div>
            }
          >
            {children}
          </Suspense>
        </div>
        {legend && legend.length > 1 && (
          <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
            {legend.map((item) => (
              <li key={item.name} className="inline-flex items-center">
                <Swatch colour={item.colour} />
                {item.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      {note && <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{note}</p>}
    </div>
  );
}
