// One day's orders in compact days: between two new meetings a precedence, around a kept one a bound.
import { describe, expect, it } from 'vitest';
import { dayOrders } from './day-orders.ts';
import { buildModel } from './model.ts';

describe('dayOrders', () => {
  it('turns orders between new meetings into precedences and orders with kept ones into allowed slots', () => {
    const m = buildModel({
      dates: ['2030-06-03', '2030-06-04'],
      slotsPerDay: 4,
      buyers: ['b1', 'b2', 'b3'],
      sellers: ['s1', 's2'],
      wishes: [
        { buyerId: 'b1', sellerId: 's1', weight: 1 },
        { buyerId: 'b2', sellerId: 's1', weight: 1 },
        { buyerId: 'b3', sellerId: 's1', weight: 1 },
      ],
      // Kept: b1-s2 at slot 3 of the first day, b2-s2 on the second day.
      existing: [
        { date: '2030-06-03', slot: 3, buyerId: 'b1', sellerId: 's2', interpreterId: null },
        { date: '2030-06-04', slot: 1, buyerId: 'b2', sellerId: 's2', interpreterId: null },
      ],
      blocked: [],
      languages: {},
      interpreters: [],
      precedences: [
        { before: { buyerId: 'b1', sellerId: 's1' }, after: { buyerId: 'b2', sellerId: 's1' } },
        { before: { buyerId: 'b3', sellerId: 's1' }, after: { buyerId: 'b1', sellerId: 's2' } },
        { before: { buyerId: 'b2', sellerId: 's2' }, after: { buyerId: 'b1', sellerId: 's1' } },
      ],
    });
    // The wishes in their order: b1-s1, b2-s1, b3-s1, all new meetings of the first day.
    const orders = dayOrders(m, 0, [0, 1, 2]);
    expect(orders.precedences).toEqual([[0, 1]]);
    // b3-s1 before the kept b1-s2 at slot 3 (index 2): slots 0 and 1; b1-s1's order with the
    // second day's kept meeting asks nothing of this day.
    expect(orders.allowed).toEqual([undefined, undefined, [0, 1]]);
  });
});
