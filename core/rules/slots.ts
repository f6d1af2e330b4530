// The slot grid of a project (docs/rules.md#slots-days-and-time-zones): slot n of a day starts at
// day_start + (n-1) * slot_minutes; a day's slots must end by 24:00.
import { fromMinutes, toMinutes } from './time.ts';

export interface SlotSettings {
  /** 'HH:MM' (seconds, if any, are ignored). */
  day_start: string;
  slot_minutes: number;
  daily_meet_limit: number;
}

export interface Slot {
  number: number;
  /** 'HH:MM' */
  start: string;
  end: string;
}

const MINUTES_PER_DAY = 24 * 60;

/** True when the day's last slot ends by 24:00. */
export function dayFits(s: SlotSettings): boolean {
  return toMinutes(s.day_start) + s.daily_meet_limit * s.slot_minutes <= MINUTES_PER_DAY;
}

/** Slot `n` (from 1) of a day. */
export function slotAt(s: SlotSettings, n: number): Slot {
  const start = toMinutes(s.day_start) + (n - 1) * s.slot_minutes;
  return { number: n, start: fromMinutes(start), end: fromMinutes(start + s.slot_minutes) };
}

/** Every slot of a day, in order. */
export function slotsOfDay(s: SlotSettings): Slot[] {
  return Array.from({ length: s.daily_meet_limit }, (_, i) => slotAt(s, i + 1));
}

/** The slot number a start time falls on, or null when it is not a slot boundary of the day. */
export function slotNumberOf(s: SlotSettings, startTime: string): number | null {
  const offset = toMinutes(startTime) - toMinutes(s.day_start);
  if (offset < 0 || offset % s.slot_minutes !== 0) return null;
  const n = offset / s.slot_minutes + 1;
  return n <= s.daily_meet_limit ? n : null;
}

/**
 * The numbers of the slots a meeting from `start` to `end` overlaps, however it lies on the grid:
 * slot n spans [day start + (n - 1) * length, day start + n * length), worked out without listing
 * the day (servers call this for every meeting of a project).
 */
export function overlappedSlots(s: SlotSettings, start: string, end: string): number[] {
  const dayStart = toMinutes(s.day_start);
  const from = toMinutes(start) - dayStart;
  const to = toMinutes(end) - dayStart;
  const first = Math.max(1, Math.floor(from / s.slot_minutes) + 1);
  const last = Math.min(s.daily_meet_limit, Math.ceil(to / s.slot_minutes));
  const out: number[] = [];
  for (let n = first; n <= last; n++) out.push(n);
  return out;
}
