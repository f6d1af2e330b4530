// Breaks (docs/rules.md#meeting-wishes-and-auto-schedule): for one person on one day, an idle gap
// between two consecutive meetings, counted once whatever its length. The one rule every count of
// breaks in the app follows: the checkers, the scheduler, the re-plan and the placement solver. The
// plain form reads a list of busy slots; the others read the same slots as the hot paths hold them
// (a bit mask, a row of flags) and are proved equal to it by breaks.test.ts (decision 020).

/** Breaks of busy slots given in ascending order (repeats allowed): gaps between consecutive ones. */
export function breaksOfSorted(slots: ArrayLike<number>): number {
  let n = 0;
  for (let k = 1; k < slots.length; k++) if (slots[k] - slots[k - 1] > 1) n++;
  return n;
}

/** Breaks of busy slots in any order (repeats allowed): the plain form of the rule. */
export function breaksOfSlots(slots: Iterable<number>): number {
  return breaksOfSorted([...slots].sort((a, b) => a - b));
}

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * Breaks of busy slots held as the bits of a mask (slot t is bit t, at most 31 slots): every block
 * of consecutive busy slots starts where a bit is set and the one below is not, and each block
 * after the first follows a break.
 */
export function breaksOfMask(mask: number): number {
  return mask === 0 ? 0 : popcount(mask & ~(mask << 1)) - 1;
}

/** Idle slots between the first and the last busy slot of a mask (as breaksOfMask reads it). */
export function idleOfMask(mask: number): number {
  if (mask === 0) return 0;
  return 32 - Math.clz32(mask) - (31 - Math.clz32(mask & -mask)) - popcount(mask);
}

/** Breaks of a row of flags: slot k is busy when `row[from + k]` is not 0, for k below `length`. */
export function breaksOfRow(row: ArrayLike<number>, from: number, length: number): number {
  let n = 0;
  let last = -1;
  for (let k = 0; k < length; k++) {
    if (row[from + k] === 0) continue;
    if (last >= 0 && k - last > 1) n++;
    last = k;
  }
  return n;
}

/** Idle slots between the first and the last busy slot of a row (as breaksOfRow reads it). */
export function idleOfRow(row: ArrayLike<number>, from: number, length: number): number {
  let first = -1;
  let last = -1;
  let busy = 0;
  for (let k = 0; k < length; k++) {
    if (row[from + k] === 0) continue;
    if (first < 0) first = k;
    last = k;
    busy++;
  }
  return first < 0 ? 0 : last - first + 1 - busy;
}

/** Breaks over slots 0 .. length - 1 where `busy(k)` says which are held. */
export function breaksWhere(length: number, busy: (k: number) => boolean): number {
  let n = 0;
  let last = -1;
  for (let k = 0; k < length; k++) {
    if (!busy(k)) continue;
    if (last >= 0 && k - last > 1) n++;
    last = k;
  }
  return n;
}
