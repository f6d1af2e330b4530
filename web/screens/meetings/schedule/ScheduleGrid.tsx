// The grid of buyers (rows) by slots (columns), virtualised both ways so that 4,000 buyers by 50
// slots render only what is on screen; the header row and the buyer column stay in place. Rows
// are read from the server a window at a time: the grid says which rows are on screen (onRows),
// and a row whose window has not arrived yet is drawn empty (docs/decisions/042-windowed-grid.md).
import { useVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '../../../../core/rules/slots.ts';
import type { BlockedSlotRow, Schedule } from '../../../../core/schemas/schedule.ts';
import { awayAt, blockOf, cellKey, type ScheduleIndex } from '../../../features/schedule/lookups.ts';
import { cn } from '../../../lib/cn.ts';
import { BuyerHeader, type CellLabels, gridIds, PendingRow, ScheduleCell } from './GridCells.tsx';
import { SlotHeader } from './SlotHeader.tsx';
import { type GridAction, isMovable, useFitHeight, useMediaQuery } from './schedule-ui.ts';
import { useMeetingDrag } from './use-meeting-drag.ts';

const ROW_H = 64;
const HEADER_H = 52;

interface Props {
  schedule: Schedule;
  index: ScheduleIndex;
  onAction: (action: GridAction) => void;
  /** While another day's grid loads, the one on screen is only shown. */
  inert?: boolean;
  /** Told the first and last row the grid draws (overscan included), to load their windows. */
  onRows: (first: number, last: number) => void;
}

/** Memoised: opening a dialog from the grid must not re-render it. */
export const ScheduleGrid = memo(function ScheduleGrid({ schedule, index, onAction, inert, onRows }: Props) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 639px)');
  const buyerW = narrow ? 128 : 208;
  const colW = narrow ? 124 : 148;
  const { buyers, slots, date, buyer_total: total } = schedule;
  const scrollRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const ids = gridIds(idPrefix);
  const labels = useMemo<CellLabels>(
    () => ({
      status: {
        scheduled: t('schedule.status.scheduled'),
        confirmed: t('schedule.status.confirmed'),
        completed: t('schedule.status.completed'),
        cancelled: t('schedule.status.cancelled'),
        no_show: t('schedule.status.no_show'),
      },
      absence: {
        buyer: t('meetings.absence.buyer'),
        seller: t('meetings.absence.seller'),
        both: t('meetings.absence.both'),
      },
      blocked: t('schedule.blocked'),
      blockedAll: t('schedule.blockedAll'),
      noReason: t('schedule.noReason'),
      away: {
        label: t('schedule.conflict.unavailable'),
        marked: t('schedule.away.marked'),
        travel: t('schedule.away.travel'),
      },
      interpreter: t('schedule.meeting.interpreter'),
    }),
    [t],
  );

  // The columns' virtualiser first: both listen to the grid's scroll, in this order, and the
  // columns' one reads scrollLeft before the rows' one renders the rows come into view, not after
  // (a read after the render would lay the new rows out inside the scroll event, then again).
  const cols = useVirtualizer({
    horizontal: true,
    count: slots.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => colW,
    paddingStart: buyerW,
    scrollPaddingStart: buyerW,
    overscan: 1,
  });
  // Overscan is drawn work: a window's rows arriving draw every row in view at once, and three
  // rows each side (a third of a screen) keep that to 16 rows (docs/decisions/042-windowed-grid.md).
  const rows = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_H,
    paddingStart: HEADER_H,
    scrollPaddingStart: HEADER_H,
    overscan: 3,
  });
  const maxHeight = useFitHeight(scrollRef);

  // Column widths change with the screen width.
  useEffect(() => cols.measure(), [cols, colW, buyerW]);

  // The click reads the rows and lookups of the last render, so it stays one function while
  // windows arrive and the memoised cells on screen are not drawn again for it.
  const latest = useRef({ buyers, slots, date, index, onAction });
  useLayoutEffect(() => {
    latest.current = { buyers, slots, date, index, onAction };
  });
  const onCellClick = useCallback((e: MouseEvent<HTMLButtonElement>) => {
    const { buyers, slots, date, index, onAction } = latest.current;
    const buyer = buyers[Number(e.currentTarget.dataset.row)];
    const slot = slots[Number(e.currentTarget.dataset.col)];
    if (!buyer || !slot) return;
    const meeting = index.meetingAt.get(cellKey(buyer.id, slot.number));
    if (meeting) return onAction({ kind: 'meeting', meeting });
    const block = blockOf(index, date, buyer.id, slot.number);
    if (block) return onAction({ kind: 'unblock', block, buyer: block.buyer_id ? buyer : null, slot });
    onAction({ kind: 'assign', buyer, slot });
  }, []);
  const { drag, dragging, takes } = useMeetingDrag(schedule, index, onAction);

  const onBlockSlot = useCallback((slot: Slot) => onAction({ kind: 'block', buyer: null, slot }), [onAction]);
  const onUnblockSlot = useCallback(
    (slot: Slot, block: BlockedSlotRow) => onAction({ kind: 'unblock', block, buyer: null, slot }),
    [onAction],
  );

  const width = cols.getTotalSize();
  const height = rows.getTotalSize();
  const visibleCols = cols.getVirtualItems();
  const visibleRows = rows.getVirtualItems();
  const firstRow = visibleRows[0]?.index ?? 0;
  const lastRow = visibleRows.at(-1)?.index ?? 0;
  useEffect(() => onRows(firstRow, lastRow), [firstRow, lastRow, onRows]);

  return (
    <div
      ref={scrollRef}
      data-testid="schedule-grid"
      className={cn(
        'relative overflow-auto overscroll-contain rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        inert && 'pointer-events-none opacity-60',
      )}
      // Until measured, a guess that keeps the first render to one screen of rows.
      style={{
        maxHeight: maxHeight ?? 'calc(100dvh - 16rem)',
        // A cell scrolled into view (by Tab) must not end up under the sticky header or column.
        scrollPaddingTop: HEADER_H,
        scrollPaddingLeft: buyerW,
      }}
    >
      <span id={ids.assign} hidden>
        {t('schedule.cell.assign')}
      </span>
      {/* Rows and cells are placed absolutely: only those on screen exist. The counts and indexes
          tell assistive technology where they sit in the whole table. */}
      <table
        aria-label={t('schedule.gridLabel', { date })}
        aria-rowcount={total + 1}
        aria-colcount={slots.length + 1}
        aria-busy={inert || undefined}
        className="relative block border-collapse"
        style={{ width, height }}
      >
        <thead className="sticky top-0 z-20 block" style={{ width, height: HEADER_H }}>
          <tr aria-rowindex={1} className="relative block h-full">
            <th
              scope="col"
              aria-colindex={1}
              className="sticky left-0 z-10 flex h-full items-center border-r border-b border-slate-200 bg-slate-100 px-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase dark:border-slate-800 dark:bg-slate-800 dark:text-slate-300"
              style={{ width: buyerW }}
            >
              {t('schedule.buyer')}
            </th>
            {visibleCols.map((c) => (
              <SlotHeader
                key={c.key}
                slot={slots[c.index]}
                col={c.index}
                left={c.start}
                width={c.size}
                block={index.slotBlock.get(slots[c.index].number)}
                onBlock={onBlockSlot}
                onUnblock={onUnblockSlot}
                t={t}
                id={ids.slot(c.index)}
              />
            ))}
          </tr>
        </thead>
        <tbody className="block">
          {visibleRows.map((r) => {
            const buyer = buyers[r.index];
            if (!buyer)
              return (
                <PendingRow
                  key={`pending-${r.index}`}
                  row={r.index}
                  top={r.start}
                  height={r.size}
                  width={width}
                  buyerWidth={buyerW}
                />
              );
            return (
              <tr
                key={buyer.id}
                aria-rowindex={r.index + 2}
                data-testid="schedule-row"
                className="absolute left-0 block"
                style={{ top: r.start, height: r.size, width }}
              >
                <BuyerHeader buyer={buyer} width={buyerW} id={ids.buyer(r.index)} />
                {visibleCols.map((c) => {
                  const slot = slots[c.index];
                  const meeting = index.meetingAt.get(cellKey(buyer.id, slot.number));
                  const block = blockOf(index, date, buyer.id, slot.number);
                  const away = meeting || block ? undefined : awayAt(index, buyer.id, slot.number);
                  return (
                    <ScheduleCell
                      key={c.key}
                      row={r.index}
                      col={c.index}
                      left={c.start}
                      width={c.size}
                      meeting={meeting}
                      block={block}
                      onClick={onCellClick}
                      labels={labels}
                      idPrefix={idPrefix}
                      drag={drag}
                      movable={!!meeting && isMovable(meeting)}
                      dropTarget={!meeting && !block && !away && takes(r.index, slot.number)}
                      dragged={!!meeting && dragging?.meeting.id === meeting.id}
                      away={away}
                    />
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
