// The slot grid of a project (SPEC.md section 9, PRODUCT.md 8): slot n of a day starts at
// day_start + (n-1) * slot_minutes; a day's slots must end by 24:00.

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

/** Minutes after midnight of an 'HH:MM' or 'HH:MM:SS' time. */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** 'HH:MM' of minutes after midnight. */
export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

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

/** Every date from `start` to `end` inclusive, as 'YYYY-MM-DD'. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last && out.length < 366; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
