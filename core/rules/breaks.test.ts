import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breaksOfMask,
  breaksOfRow,
  breaksOfSlots,
  breaksOfSorted,
  breaksWhere,
  idleOfMask,
  idleOfRow,
  popcount,
} from './breaks.ts';

/** The busy slots of a mask, ascending. */
const slotsOf = (mask: number) => Array.from({ length: 31 }, (_, t) => t).filter((t) => mask & (1 << t));
const rowOf = (mask: number, pad: number) => {
  const row = new Uint8Array(pad + 31);
  for (const t of slotsOf(mask)) row[pad + t] = 1 + (t % 3);
  return row;
};
const idlePlain = (slots: number[]) => (slots.length ? slots[slots.length - 1] - slots[0] + 1 - slots.length : 0);

describe('breaks: the rule', () => {
  it('counts an idle gap between two consecutive meetings once, whatever its length', () => {
    expect(breaksOfSlots([])).toBe(0);
    expect(breaksOfSlots([4])).toBe(0);
    expect(breaksOfSlots([1, 2, 3])).toBe(0);
    expect(breaksOfSlots([1, 3])).toBe(1);
    expect(breaksOfSlots([1, 9])).toBe(1);
    expect(breaksOfSlots([1, 2, 5, 6, 9])).toBe(2);
  });

  it('reads slots in any order and repeated slots as one', () => {
    expect(breaksOfSlots([9, 1, 5, 2, 6])).toBe(2);
    expect(breaksOfSlots(new Set([3, 1, 1, 3]))).toBe(1);
    expect(breaksOfSorted([1, 1, 2, 2, 4])).toBe(1);
  });
});

describe('breaks: every form the hot paths use equals the plain rule', () => {
  it('on every set of busy slots of a 14-slot day', () => {
    for (let mask = 0; mask < 1 << 14; mask++) {
      const slots = slotsOf(mask);
      const want = breaksOfSlots(slots);
      expect(breaksOfMask(mask)).toBe(want);
      expect(breaksOfRow(rowOf(mask, 3), 3, 14)).toBe(want);
      expect(breaksWhere(14, (k) => (mask & (1 << k)) !== 0)).toBe(want);
      expect(idleOfMask(mask)).toBe(idlePlain(slots));
      expect(idleOfRow(rowOf(mask, 0), 0, 14)).toBe(idlePlain(slots));
    }
  });

  it('on random sets of busy slots of up to 31 slots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 0, max: 5 }), (mask, pad) => {
        const slots = slotsOf(mask);
        expect(popcount(mask)).toBe(slots.length);
        expect(breaksOfMask(mask)).toBe(breaksOfSlots(slots));
        expect(breaksOfRow(rowOf(mask, pad), pad, 31)).toBe(breaksOfSlots(slots));
        expect(idleOfMask(mask)).toBe(idlePlain(slots));
        expect(idleOfRow(rowOf(mask, pad), pad, 31)).toBe(idlePlain(slots));
      }),
      { numRuns: 2000 },
    );
  });

  it('a row reads only its own slots', () => {
    const row = Uint8Array.from([1, 0, 0, 1, 0, 1, 0, 0, 1]);
    expect(breaksOfRow(row, 3, 3)).toBe(1);
    expect(breaksOfRow(row, 1, 4)).toBe(0);
    expect(breaksOfRow(row, 1, 5)).toBe(1);
  });
});
