// When a person can meet (docs/rules.md#availability): not in a slot they (or an admin for them)
// marked unavailable, not before their arrival plus the project's travel margin, not after their
// departure minus it. Buyers are also kept out of the slots the organiser blocked for them.
import { type SlotSettings, slotsOfDay } from './slots.ts';
import { toMinutes, zonedToInstant } from './time.ts';

/** A person's stay from their travel records: ISO instants, either may be unknown. */
export interface Stay {
  arrival: string | null;
  departure: string | null;
}

export interface PersonSlot {
  personId: string;
  date: string;
  slot: number;
}

/** Why a person cannot meet in a slot. */
export type UnavailableWhy = 'marked' | 'travel' | 'blocked';

/** The half-days a person can mark at once. */
export const HALF_DAYS = ['morning', 'afternoon'] as const;
export type HalfDay = (typeof HALF_DAYS)[number];

/** Noon divides a day: a slot that starts before 12:00 is in the morning. */
const NOON = 12 * 60;

/** The slot numbers of a half-day. */
export function halfDaySlots(s: SlotSettings, half: HalfDay): number[] {
  return slotsOfDay(s)
    .filter((slot) => toMinutes(slot.start) < NOON === (half === 'morning'))
    .map((slot) => slot.number);
}

/** Which end of a stay leaves a slot out: before the arrival (plus margin) or after the departure (minus it). */
export type StaySide = 'arrival' | 'departure';

/**
 * The slots of `dates` a stay leaves out: those starting before arrival + margin, and those ending
 * after departure - margin. Times of the slots are the project's wall clock in `timeZone`.
 */
export function slotsOutsideStay(
  s: SlotSettings,
  timeZone: string,
  dates: string[],
  stay: Stay,
  marginMinutes: number,
): { date: string; slot: number; side: StaySide }[] {
  const margin = marginMinutes * 60_000;
  const earliest = stay.arrival ? Date.parse(stay.arrival) + margin : -Infinity;
  const latest = stay.departure ? Date.parse(stay.departure) - margin : Infinity;
  if (earliest === -Infinity && latest === Infinity) return [];
  const out: { date: string; slot: number; side: StaySide }[] = [];
  for (const date of dates) {
    for (const slot of slotsOfDay(s)) {
      const start = instant(date, slot.start, timeZone);
      const end = start + s.slot_minutes * 60_000;
      if (start < earliest) out.push({ date, slot: slot.number, side: 'arrival' });
      else if (end > latest) out.push({ date, slot: slot.number, side: 'departure' });
    }
  }
  return out;
}

function instant(date: string, time: string, timeZone: string): number {
  return Date.parse(zonedToInstant(`${date}T${time.slice(0, 5)}`, timeZone) ?? `${date}T${time.slice(0, 5)}Z`);
}

/** A set of (person, date, slot) to ask "is this person free then?" quickly. */
export class Unavailability {
  private readonly why = new Map<string, UnavailableWhy>();

  add(personId: string, date: string, slot: number, why: UnavailableWhy) {
    const key = `${personId}|${date}|${slot}`;
    // A person's own mark says more than travel or a block, so it is kept when both apply.
    if (!this.why.has(key) || why === 'marked') this.why.set(key, why);
  }

  /** Why `personId` cannot meet in (date, slot), or null when they can. */
  reason(personId: string, date: string, slot: number): UnavailableWhy | null {
    return this.why.get(`${personId}|${date}|${slot}`) ?? null;
  }

  /** Every (person, date, slot) in the set. */
  entries(): (PersonSlot & { why: UnavailableWhy })[] {
    return [...this.why].map(([key, why]) => {
      const [personId, date, slot] = key.split('|');
      return { personId, date, slot: Number(slot), why };
    });
  }
}
