// Dragging a meeting to another slot of its buyer's row (docs/rules.md#moving-a-meeting). A meeting
// belongs to its buyer, so the only drop targets are the free, unblocked cells of the same row
// where its seller and interpreter are neither away nor in another meeting of the day and a table
// is free for it (the server still has the last word on every rule, other projects' meetings included);
// other days are reached through the meeting dialog's Move. HTML5 drag events, so a mouse, a pen
// and Playwright's dragTo all drive it; the keyboard has the dialog.
import { type DragEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { counts } from '../../../../core/rules/meeting-conflicts.ts';
import { hhmm } from '../../../../core/rules/time.ts';
import type { Meeting } from '../../../../core/schemas/meeting.ts';
import type { Schedule } from '../../../../core/schemas/schedule.ts';
import { awayAt, cellKey, type ScheduleIndex } from '../../../features/schedule/lookups.ts';
import type { CellDrag } from './GridCells.tsx';
import type { GridAction } from './schedule-ui.ts';
import { seatFree } from './table-choice.ts';

/**
 * Which meeting is in hand (and its row) while a drag lasts, the handlers the cells share, and
 * whether its seller and interpreter could meet in a slot of its row (`takes`).
 */
export function useMeetingDrag(schedule: Schedule, index: ScheduleIndex, onAction: (action: GridAction) => void) {
  const { buyers, slots, date } = schedule;
  const [dragging, setDragging] = useState<{ row: number; meeting: Meeting } | null>(null);
  // The meeting in hand, read by the drop without waiting for a render.
  const inHand = useRef<Meeting | null>(null);
  // The handlers read the rows and lookups of the last render, so they stay the same objects
  // while windows arrive and the memoised cells on screen are not drawn again for them.
  const latest = useRef({ buyers, slots, index, date, onAction });
  useLayoutEffect(() => {
    latest.current = { buyers, slots, index, date, onAction };
  });
  const drag = useMemo<CellDrag>(() => {
    const cellOf = (e: DragEvent<HTMLButtonElement>) => ({
      buyer: latest.current.buyers[Number(e.currentTarget.dataset.row)],
      slot: latest.current.slots[Number(e.currentTarget.dataset.col)],
    });
    return {
      start: (e) => {
        const { buyer, slot } = cellOf(e);
        const meeting = buyer && slot && latest.current.index.meetingAt.get(cellKey(buyer.id, slot.number));
        if (!meeting) return e.preventDefault();
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', meeting.id);
        inHand.current = meeting;
        setDragging({ row: Number(e.currentTarget.dataset.row), meeting });
      },
      end: () => {
        inHand.current = null;
        setDragging(null);
      },
      // Only drop targets get this handler: accepting the drag-over is what allows the drop.
      over: (e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      },
      drop: (e) => {
        e.preventDefault();
        const { buyer, slot } = cellOf(e);
        const meeting = inHand.current;
        inHand.current = null;
        setDragging(null);
        if (meeting && slot && buyer?.id === meeting.buyer.id)
          latest.current.onAction({ kind: 'drop', meeting, date: latest.current.date, slot });
      },
    };
  }, []);
  const takes = (row: number, slot: number) => {
    if (!dragging || dragging.row !== row) return false;
    const { buyer, seller, interpreter } = dragging.meeting;
    const start = slots.find((s) => s.number === slot)?.start;
    // The meeting in hand is the only one of its pair in the project, so the pair names it.
    const others = (start ? (index.byStart.get(hhmm(start)) ?? []) : []).filter(
      (b) => counts(b) && !(b.buyer_id === buyer.id && b.seller_id === seller.id),
    );
    // Busy in a loaded row, or in any row as the day's choices tell (the meeting in hand is at another start).
    const elsewhere = start ? index.busy.get(hhmm(start)) : undefined;
    const busy = (id: string) =>
      others.some((b) => b.seller_id === id || b.interpreter_id === id) ||
      !!elsewhere?.sellers.has(id) ||
      !!elsewhere?.interpreters.has(id);
    // A seller without a fixed table needs a free table of the pool in that slot, as the server does.
    const seated = !start || seatFree(schedule, hhmm(start), seller.id);
    return seated && [seller.id, interpreter?.id].every((id) => !id || (!awayAt(index, id, slot) && !busy(id)));
  };
  return { drag, dragging, takes };
}
