// One part of the report: a card with its heading, a line on what it counts, and its chart and
// tables (or a short note when there is nothing to count yet).
import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

export function ReportSection({
  title,
  intro,
  children,
  testId,
  className,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
      data-testid={testId}
    >
      <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What a section shows instead of an empty chart: one line saying there is nothing yet. */
export function EmptyNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p
      className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400"
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/**
 * A chart beside its table when the section is wide enough for both, above it otherwise. It asks the
 * section's own width (a container query), not the window's: the sidebar takes part of a wide screen.
 * A `wide` table (five or six columns) needs a wider section before it goes beside its chart.
 */
export function ChartAndTable({ chart, table, wide = false }: { chart: ReactNode; table: ReactNode; wide?: boolean }) {
  return (
    <div className="@container">
      <div
        className={cn(
          'grid items-start gap-4',
          wide ? '@6xl:grid-cols-2' : '@3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]',
        )}
      >
        {chart}
        <div className="min-w-0">{table}</div>
      </div>
    </div>
  );
}
