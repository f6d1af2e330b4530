// A report table: the numbers a chart draws, or a list of its own, with a caption and header cells
// scoped to their column or row. Narrow screens scroll it sideways inside its card, never the page; the
// scrolling box can take focus, so a keyboard can scroll it too.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface Column {
  header: ReactNode;
  /** Numbers align right, in equal-width digits. */
  numeric?: boolean;
  /** The chart colour of this column's series, shown as a square beside its header. */
  swatch?: string;
}

/** A header over several columns (e.g. "Transactions" over its count and its USD). */
export interface ColumnGroup {
  header: ReactNode;
  span: number;
}

export interface Row {
  key: string;
  /** The first cell names the row (a header cell), the others hold its figures. */
  cells: ReactNode[];
}

// Tighter on phones, so a table of five or six columns fits a 390 px screen without scrolling.
const cellPadding = 'px-1.5 py-2 sm:px-3';

export function Swatch({ colour, className }: { colour: string; className?: string }) {
  return (
    <span
      className={cn('mr-1.5 inline-block h-2.5 w-2.5 shrink-0 rounded-sm', className)}
      style={{ background: colour }}
      aria-hidden
    />
  );
}

export function DataTable({
  caption,
  columns,
  groups,
  rows,
  foot,
  testId,
  className,
}: {
  caption: string;
  columns: Column[];
  /** Headers over the columns after the first, in order; a table without them has one header row. */
  groups?: ColumnGroup[];
  rows: Row[];
  foot?: Row[];
  testId?: string;
  className?: string;
}) {
  const captionId = useId();
  const line = (row: Row, head: boolean) => (
    <tr key={row.key} className={head ? 'font-semibold' : undefined}>
      {row.cells.map((cell, i) => {
        const numeric = columns[i]?.numeric;
        const align = numeric ? 'text-right tabular-nums' : 'text-left';
        return i === 0 ? (
          <th
            key={i}
            scope="row"
            className={cn(cellPadding, align, 'font-medium break-words text-slate-900 dark:text-slate-100')}
          >
            {cell}
          </th>
        ) : (
          <td key={i} className={cn(cellPadding, align, 'text-slate-700 dark:text-slate-300')}>
            {cell}
          </td>
        );
      })}
    </tr>
  );
  return (
    <section
      className={cn(
        'overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800',
        className,
      )}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls here, by keyboard too
      tabIndex={0}
      data-testid={testId}
    >
      <table className="w-full text-xs sm:text-sm [&:lang(ko)]:break-keep">
        <caption
          id={captionId}
          className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-sm font-semibold text-slate-900 dark:border-slate-800 dark:bg-slate-800/50 dark:text-white"
        >
          {caption}
        </caption>
        {groups && (
          <>
            <colgroup span={1} />
            {groups.map((g, i) => (
              <colgroup key={i} span={g.span} />
            ))}
          </>
        )}
        <thead className="border-b border-slate-200 dark:border-slate-800">
          {groups && (
            <tr>
              <td />
              {groups.map((g, i) => (
                <th
                  key={i}
                  scope="colgroup"
                  colSpan={g.span}
                  className={cn(
                    cellPadding,
                    'border-b border-slate-100 pb-1 text-center text-xs font-semibold text-slate-700 dark:border-slate-800 dark:text-slate-300',
                  )}
                >
                  {g.header}
                </th>
              ))}
            </tr>
          )}
          <tr>
            {columns.map((c, i) => (
              <th
                key={i}
                scope="col"
                className={cn(
                  cellPadding,
                  'text-xs font-semibold text-slate-600 dark:text-slate-400',
                  c.numeric ? 'text-right' : 'text-left',
                )}
              >
                {/* On phones the colour goes above its header, leaving the width to the figures. */}
                <span
                  className={cn(
                    'inline-flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-0',
                    c.numeric ? 'items-end sm:justify-end' : 'items-start',
                  )}
                >
                  {c.swatch && <Swatch colour={c.swatch} className="mr-0 sm:mr-1.5" />}
                  {c.header}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{rows.map((r) => line(r, false))}</tbody>
        {foot && foot.length > 0 && (
          <tfoot className="border-t border-slate-200 dark:border-slate-700">{foot.map((r) => line(r, true))}</tfoot>
        )}
      </table>
    </section>
  );
}
