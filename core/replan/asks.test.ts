// The re-plan with the organiser's asks (docs/rules.md#fixed-meetings-and-precedences): a meeting at
// its fixed slot stays, one on its fixed day moves there, an order broken now is mended even without
// fewer breaks, and a day the asks leave without a placement says why in the placement's words.
import { describe, expect, it } from 'vitest';
import { replan } from './plan.ts';
import type { ReplanInput, ReplanMeeting } from './types.ts';

const DATE = '2030-05-01';
const meeting = (id: string, slot: number, buyerId: string, sellerId: string): ReplanMeeting => ({
  id,
  date: DATE,
  slot,
  buyerId,
  sellerId,
  interpreterId: null,
  status: 'scheduled',
  half: null,
  usesPool: true,
});
const day = (meetings: ReplanMeeting[], over: Partial<ReplanInput> = {}): ReplanInput => ({
  dates: [DATE],
  slotsPerDay: 4,
  meetings,
  keepIds: [],
  halves: { morning: [1, 2], afternoon: [3, 4] },
  unavailable: [],
  closed: [],
  pool: null,
  budgetMs: 50,
  ...over,
});
const pair = (buyerId: string, sellerId: string) => ({ buyerId, sellerId });

describe('re-plan with fixed meetings and precedences', () => {
  it('keeps a meeting at its fixed slot, and moves one of a pair fixed elsewhere that day there', async () => {
    // Seller s1 meets at 1 and 4 (one break); b1-s1 is fixed at 4, b2-s1 fixed at 3: no break after.
    const input = day([meeting('m1', 1, 'b2', 's1'), meeting('m2', 4, 'b1', 's1')], {
      fixed: [
        { ...pair('b1', 's1'), date: DATE, slot: 4 },
        { ...pair('b2', 's1'), date: DATE, slot: 3 },
      ],
    });
    const r = replan(input);
    expect(r.kept).toEqual([{ id: 'm2', why: 'fixed' }]);
    expect(r.moves).toEqual([{ id: 'm1', date: DATE, from: 1, to: 3 }]);
  });

  it('mends an order broken now, even when the breaks stay as they are', async () => {
    // b1-s1 at 1 and b2-s2 at 2, no breaks; the organiser asks b2-s2 before b1-s1.
    const input = day([meeting('m1', 1, 'b1', 's1'), meeting('m2', 2, 'b2', 's2')], {
      precedences: [{ before: pair('b2', 's2'), after: pair('b1', 's1') }],
    });
    const r = replan(input);
    const at = Object.fromEntries(input.meetings.map((m) => [m.id, m.slot]));
    for (const mv of r.moves) at[mv.id] = mv.to;
    expect(at.m2).toBeLessThan(at.m1);
    expect(r.days[0].breaksAfter).toBe(0);
  });

  it('a day the asks leave without a placement names the people, meetings and slots', async () => {
    // Two meetings of seller s1 fixed at slot 2 on this day: no placement exists.
    const input = day([meeting('m1', 1, 'b1', 's1'), meeting('m2', 3, 'b2', 's1')], {
      fixed: [
        { ...pair('b1', 's1'), date: DATE, slot: 2 },
        { ...pair('b2', 's1'), date: DATE, slot: 2 },
      ],
    });
    const r = replan(input);
    expect(r.days[0].status).toBe('infeasible');
    expect(r.moves).toEqual([]);
    const reasons = r.days[0].infeasibility ?? [];
    expect(reasons.map((x) => x.code)).toContain('fixed_person_clash');
    const clash = reasons.find((x) => x.code === 'fixed_person_clash');
    expect(clash?.people).toEqual(['s1']);
    expect(clash?.slots).toEqual([{ date: DATE, slot: 2 }]);
    expect(clash?.meetings.map((m) => [m.buyerId, m.fixed]).sort()).toEqual([
      ['b1', true],
      ['b2', true],
    ]);
  });
});
