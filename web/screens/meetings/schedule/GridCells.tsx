// The grid's cells: a buyer's slot (meeting, blocked or free) and a buyer's row header. Cells are
// memoised: scrolling re-renders only the ones that come into view.
import { Ban, UserX } from 'lucide-react';
import { type DragEvent, type MouseEvent, memo, type ReactNode } from 'react';
import type { Meeting } from '../../../../core/schemas/meeting.ts';
import type { BlockedSlotRow } from '../../../../core/schemas/schedule.ts';
import { PATHS, pathIcon } from '../../../components/ui/path-icon.tsx';
import { cn } from '../../../lib/cn.ts';
import { type Buyer, MEETING_EDGE, STRIPES } from './schedule-ui.ts';

// Contained: a cell's size is set from outside, so laying out or painting one never looks beyond it.
const cellBase =
  'absolute top-0 block h-full p-0 contain-strict border-r border-b border-slate-200 dark:border-slate-800 focus-within:z-[1] focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-brand-500';

const buttonBase =
  'flex h-full w-full flex-col items-start justify-center overflow-hidden px-2 text-left focus:outline-none';

/** Texts every cell shares, translated once per language rather than once per cell. */
export interface CellLabels {
  status: Record<Meeting['status'], string>;
  /** Who did not come to a no-show (docs/rules.md#feedback-and-no-shows), shown instead of its status. */
  absence: Record<NonNullable<Meeting['absence']>, string>;
  blocked: string;
  blockedAll: string;
  noReason: string;
  interpreter: string;
  /** A buyer who cannot meet in the slot (docs/rules.md#availability): the cell's text, and why. */
  away: { label: string; marked: string; travel: string };
}

/** Ids that name a cell for assistive technology: the kind of cell, its buyer and its slot. */
export const gridIds = (prefix: string) => ({
  assign: `${prefix}-assign`,
  buyer: (row: number) => `${prefix}-b${row}`,
  slot: (col: number) => `${prefix}-s${col}`,
  cell: (row: number, col: number) => `${prefix}-c${row}-${col}`,
});

/**
 * Moving a meeting by dragging it (docs/rules.md#moving-a-meeting): a live meeting's cell can be
 * picked up, and the grid tells which empty cells take it. Like onClick, each reads data-row and
 * data-col; the grid keeps one object of them, so cells stay memoised.
 */
export interface CellDrag {
  start: (e: DragEvent<HTMLButtonElement>) => void;
  end: () => void;
  over: (e: DragEvent<HTMLButtonElement>) => void;
  drop: (e: DragEvent<HTMLButtonElement>) => void;
}

interface CellProps {
  row: number;
  col: number;
  left: number;
  width: number;
  meeting: Meeting | undefined;
  block: BlockedSlotRow | undefined;
  onClick: (e: MouseEvent<HTMLButtonElement>) => void;
  labels: CellLabels;
  idPrefix: string;
  drag: CellDrag;
  /** This meeting can be dragged (it is scheduled or confirmed). */
  movable: boolean;
  /** A meeting is being dragged and this empty cell would take it. */
  dropTarget: boolean;
  /** This cell's meeting is the one being dragged. */
  dragged: boolean;
  /** Why the buyer cannot meet in this slot, when they cannot. */
  away?: 'marked' | 'travel';
}

/** One buyer's slot. The grid reads data-row and data-col to know which was clicked. */
export const ScheduleCell = memo(function ScheduleCell({
  row,
  col,
  left,
  width,
  meeting,
  block,
  onClick,
  labels,
  idPrefix,
  drag,
  movable,
  dropTarget,
  dragged,
  away,
}: CellProps) {
  const ids = gridIds(idPrefix);
  const where = `${ids.buyer(row)} ${ids.slot(col)}`;
  const data = { 'data-row': row, 'data-col': col, onClick };
  let body: ReactNode;
  if (meeting) {
    body = (
      <button
        type="button"
        {...data}
        data-testid="schedule-cell"
        data-state="meeting"
        id={ids.cell(row, col)}
        aria-labelledby={`${ids.cell(row, col)} ${where}`}
        draggable={movable}
        onDragStart={movable ? drag.start : undefined}
        onDragEnd={movable ? drag.end : undefined}
        className={cn(
          buttonBase,
          'border-l-4 bg-white hover:bg-slate-50 dark:bg-slate-900 dark:hover:bg-slate-800',
          movable && 'cursor-grab active:cursor-grabbing',
          dragged && 'opacity-50',
          MEETING_EDGE[meeting.status],
        )}
      >
        <span className="flex w-full items-baseline gap-1 text-xs font-semibold text-slate-900 dark:text-slate-100">
          <span className="min-w-0 truncate">{meeting.seller.full_name}</span>
          {meeting.table && (
            <span
              className="ml-auto shrink-0 rounded bg-slate-100 px-1 text-[10px] font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              data-testid="cell-table"
            >
              {meeting.table.name}
            </span>
          )}
        </span>
        <span className="w-full truncate text-[11px] text-slate-600 dark:text-slate-400">
          {meeting.seller.company_name || '\u00a0'}
        </span>
        <span className="flex w-full items-center gap-1 text-[11px] text-slate-600 dark:text-slate-400">
          {meeting.status === 'no_show' && meeting.absence ? (
            <span className="flex shrink-0 items-center gap-0.5 font-medium text-slate-800 dark:text-slate-200">
              <UserX className="h-3 w-3" aria-hidden />
              <span data-testid="cell-absence">{labels.absence[meeting.absence]}</span>
            </span>
          ) : (
            <span className="shrink-0 font-medium text-slate-800 dark:text-slate-200">
              {labels.status[meeting.status]}
            </span>
          )}
          {meeting.interpreter && (
            <>
              {pathIcon(PATHS.languages, 'ml-1 h-3 w-3 shrink-0')}
              <span className="truncate">{meeting.interpreter.full_name}</span>
              {/* After the name, and a word apart: the visible text stays whole in the accessible name. */}
              <span className="sr-only"> {labels.interpreter}</span>
            </>
          )}
        </span>
      </button>
    );
  } else if (block) {
    const reason = block.reason || labels.noReason;
    body = (
      <button
        type="button"
        {...data}
        data-testid="schedule-cell"
        data-state="blocked"
        title={reason}
        id={ids.cell(row, col)}
        aria-labelledby={`${ids.cell(row, col)} ${where}`}
        className={cn(buttonBase, STRIPES, 'text-slate-600 dark:text-slate-400')}
      >
        <span className="flex items-center gap-1 text-xs font-medium">
          <Ban className="h-3.5 w-3.5" aria-hidden />
          {block.buyer_id ? labels.blocked : labels.blockedAll}
        </span>
        {block.reason && <span className="w-full truncate text-[11px]">{block.reason}</span>}
      </button>
    );
  } else if (away) {
    // Still a button: the assign modal says why nothing can be confirmed, and the block is at hand.
    body = (
      <button
        type="button"
        {...data}
        data-testid="schedule-cell"
        data-state="unavailable"
        title={labels.away[away]}
        id={ids.cell(row, col)}
        aria-labelledby={`${ids.cell(row, col)} ${where}`}
        className={cn(buttonBase, 'bg-slate-100 text-slate-600 dark:bg-slate-800/60 dark:text-slate-400')}
      >
        <span className="text-xs font-medium">{labels.away.label}</span>
        <span className="w-full truncate text-[11px]">{labels.away[away]}</span>
      </button>
    );
  } else {
    body = (
      <button
        type="button"
        {...data}
        data-testid="schedule-cell"
        data-state="empty"
        data-drop-target={dropTarget || undefined}
        aria-labelledby={`${ids.assign} ${where}`}
        onDragOver={dropTarget ? drag.over : undefined}
        onDrop={dropTarget ? drag.drop : undefined}
        className={cn(
          buttonBase,
          'group items-center bg-white hover:bg-brand-50 dark:bg-slate-900 dark:hover:bg-brand-600/15',
          dropTarget && 'bg-brand-50 outline-2 -outline-offset-4 outline-brand-500 outline-dashed dark:bg-brand-600/15',
        )}
      >
        {pathIcon(
          PATHS.plus,
          cn(
            'h-4 w-4 text-slate-300 group-hover:text-brand-600 group-focus-visible:text-brand-600 dark:text-slate-700 dark:group-hover:text-brand-100',
            dropTarget && 'text-brand-600 dark:text-brand-100',
          ),
        )}
      </button>
    );
  }
  return (
    <td aria-colindex={col + 2} className={cellBase} style={{ left, width }}>
      {body}
    </td>
  );
});

/** The sticky first cell of a row: the buyer and their company. */
export const BuyerHeader = memo(function BuyerHeader({
  buyer,
  width,
  id,
}: {
  buyer: Buyer;
  width: number;
  id: string;
}) {
  return (
    <th
      scope="row"
      aria-colindex={1}
      title={buyer.company_name ? `${buyer.full_name} · ${buyer.company_name}` : buyer.full_name}
      className="sticky left-0 z-10 flex h-full flex-col justify-center border-r border-b border-slate-200 bg-slate-50 px-3 text-left font-normal dark:border-slate-800 dark:bg-slate-900"
      style={{ width }}
    >
      <span
        id={id}
        className="truncate text-sm font-medium text-slate-900 dark:text-slate-100"
        data-testid="schedule-buyer"
      >
        {buyer.full_name}
      </span>
      <span className="truncate text-xs text-slate-600 dark:text-slate-400">{buyer.company_name}</span>
    </th>
  );
});

/** A row whose window is still on its way: its place in the table, and an empty buyer cell. */
export const PendingRow = memo(function PendingRow({
  row,
  top,
  height,
  width,
  buyerWidth,
}: {
  row: number;
  top: number;
  height: number;
  width: number;
  buyerWidth: number;
}) {
  return (
    <tr
      aria-rowindex={row + 2}
      aria-busy
      data-testid="schedule-row-pending"
      className="absolute left-0 block"
      style={{ top, height, width }}
    >
      <td
        aria-colindex={1}
        style={{ width: buyerWidth }}
        className="sticky left-0 z-10 flex h-full flex-col justify-center gap-2 border-r border-b border-slate-200 bg-slate-50 px-3 dark:border-slate-800 dark:bg-slate-900"
      >
        <span className="h-3 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        <span className="h-2 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
      </td>
    </tr>
  );
});
