// Breaks of held meetings per date (docs/rules.md#meeting-wishes-and-auto-schedule): each person's
// slots of a day gathered by name and counted by the rule's plain form (core/rules/breaks.ts), apart
// from the placement solver's masks, so that the re-plan's "before" and "after" check its answer.
import { breaksOfSlots } from '../rules/breaks.ts';

export interface HeldSlot {
  date: string;
  /** Slot number from 1. */
  slot: number;
  people: (string | null)[];
}

/** Breaks per date, summed over everyone holding `held` (buyers, sellers, interpreters alike). */
export function breaksByDate(held: HeldSlot[]): Map<string, number> {
  const slotsOf = new Map<string, Set<number>>();
  for (const h of held) {
    for (const id of h.people) {
      if (!id) continue;
      const key = `${h.date}|${id}`;
      if (!slotsOf.has(key)) slotsOf.set(key, new Set());
      slotsOf.get(key)!.add(h.slot);
    }
  }
  const out = new Map<string, number>();
  for (const [key, slots] of slotsOf) {
    const date = key.slice(0, key.indexOf('|'));
    out.set(date, (out.get(date) ?? 0) + breaksOfSlots(slots));
  }
  return out;
}
