// Breaks counted plainly (docs/rules.md#meeting-wishes-and-auto-schedule): for each person and day,
// the idle gaps between two consecutive meetings, each gap once whatever its length. Written apart
// from the placement solver's own count, so each checks the other.

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
    const sorted = [...slots].sort((a, b) => a - b);
    let gaps = 0;
    for (let i = 1; i < sorted.length; i++) if (sorted[i] - sorted[i - 1] > 1) gaps++;
    out.set(date, (out.get(date) ?? 0) + gaps);
  }
  return out;
}
