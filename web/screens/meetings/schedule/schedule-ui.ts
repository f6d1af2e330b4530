// Small helpers the schedule grid's pieces share: sizes, tones, dates and the dialog state.
import {
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Slot } from '../../../../core/rules/slots.ts';
import type { Meeting } from '../../../../core/schemas/meeting.ts';
import type { BlockedSlotRow, Schedule } from '../../../../core/schemas/schedule.ts';
import type { Tone } from '../../../components/ui/Badge.tsx';

export type Buyer = NonNullable<Schedule['buyers'][number]>;

/** What the admin opened from the grid. */
export type GridAction =
  | { kind: 'assign'; buyer: Buyer; slot: Slot }
  | { kind: 'meeting'; meeting: Meeting }
  | { kind: 'block'; buyer: Buyer | null; slot: Slot }
  | { kind: 'unblock'; block: BlockedSlotRow; buyer: Buyer | null; slot: Slot }
  /** A meeting dropped on another slot of its buyer's row, on the day shown. */
  | { kind: 'drop'; meeting: Meeting; date: string; slot: Slot };

/** Meetings that can still move: the upcoming ones (docs/rules.md#moving-a-meeting). */
export const isMovable = (m: Meeting) => m.status === 'scheduled' || m.status === 'confirmed';

export const MEETING_TONE: Record<Meeting['status'], Tone> = {
  scheduled: 'amber',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'red',
  no_show: 'neutral',
};

/**
 * The left edge colour of a meeting cell, by status. Named for the dark theme too: the legend's
 * swatches have a dark border colour of their own, which would otherwise cover the edge.
 */
export const MEETING_EDGE: Record<Meeting['status'], string> = {
  scheduled: 'border-l-amber-500 dark:border-l-amber-500',
  confirmed: 'border-l-green-600 dark:border-l-green-600',
  completed: 'border-l-blue-600 dark:border-l-blue-600',
  cancelled: 'border-l-red-600 dark:border-l-red-600',
  no_show: 'border-l-slate-400 dark:border-l-slate-400',
};

/** Diagonal stripes for blocked cells, light and dark. */
export const STRIPES =
  'bg-slate-100 [--stripe:var(--color-slate-200)] bg-[repeating-linear-gradient(135deg,var(--stripe)_0_6px,transparent_6px_12px)] dark:bg-slate-800/60 dark:[--stripe:var(--color-slate-700)]';

export const slotTime = (slot: Pick<Slot, 'start' | 'end'>) => `${slot.start}–${slot.end}`;

/** True while the media query matches; follows changes. */
export function useMediaQuery(query: string): boolean {
  // One list and one subscription per query: the grid renders on every scroll frame, and a new
  // subscribe function would make React subscribe again (and match the query again) each time.
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}

/** The grid never gets shorter than this; below it the page scrolls instead. */
const MIN_HEIGHT = 320;
/** Room kept under the grid: the page's bottom padding. */
const BOTTOM_GAP = 40;

/** The height that lets an element fill the window below where it starts (undefined until measured). */
export function useFitHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const fit = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, window.innerHeight - top - BOTTOM_GAP));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [ref]);
  return height;
}

/** `value` once it has stayed the same for `ms`: a search asks the server when the typing pauses. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
