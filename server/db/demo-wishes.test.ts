// The demo's wishes stay plannable and out of the other journeys' way: each is between a
// buyer and a seller who have no meeting that counts yet, once per wisher and target, and none
// involves Kang Min-ji (the deal journey asks her to meet the demo buyer and Sato Haruka).
import { describe, expect, it } from 'vitest';
import { DEMO_MEETINGS, DEMO_WISHES } from './demo-data.ts';
import { DEMO_PEOPLE } from './demo-people.ts';

const role = new Map(DEMO_PEOPLE.map((p) => [p.key, p.role]));

describe('demo wishes', () => {
  it('go from a buyer to a seller or back, once each', () => {
    for (const w of DEMO_WISHES) {
      expect([role.get(w.from), role.get(w.to)].sort(), `${w.from} -> ${w.to}`).toEqual(['buyer', 'seller']);
    }
    const keys = DEMO_WISHES.map((w) => `${w.from}|${w.to}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('name pairs that have not met and leave Kang Min-ji alone', () => {
    const met = new Set(DEMO_MEETINGS.filter((m) => m.status !== 'cancelled').map((m) => `${m.buyer}|${m.seller}`));
    for (const w of DEMO_WISHES) {
      const pair = role.get(w.from) === 'buyer' ? `${w.from}|${w.to}` : `${w.to}|${w.from}`;
      expect(met.has(pair), pair).toBe(false);
      expect([w.from, w.to]).not.toContain('minji');
    }
    expect(DEMO_WISHES.length).toBeGreaterThanOrEqual(12);
  });
});
