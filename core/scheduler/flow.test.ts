import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWeightBMatching } from './flow.ts';

/** Best weight over every subset of edges that respects the capacities. */
function bruteForce(capL: number[], capR: number[], edges: [number, number, number][]): number {
  let best = 0;
  for (let mask = 0; mask < 1 << edges.length; mask++) {
    const l = capL.map(() => 0);
    const r = capR.map(() => 0);
    let w = 0;
    let ok = true;
    edges.forEach(([a, b, x], k) => {
      if (!(mask & (1 << k))) return;
      if (++l[a] > capL[a] || ++r[b] > capR[b]) ok = false;
      w += x;
    });
    if (ok && w > best) best = w;
  }
  return best;
}

describe('maxWeightBMatching', () => {
  it('finds the best b-matching, respecting capacities', () => {
    const problem = fc.record({
      capL: fc.array(fc.nat(3), { minLength: 1, maxLength: 4 }),
      capR: fc.array(fc.nat(3), { minLength: 1, maxLength: 4 }),
      edges: fc.uniqueArray(fc.tuple(fc.nat(3), fc.nat(3), fc.integer({ min: 1, max: 9 })), {
        maxLength: 11,
        selector: ([a, b]) => `${a}-${b}`,
      }),
    });
    fc.assert(
      fc.property(problem, ({ capL, capR, edges }) => {
        const es = edges.filter(([a, b]) => a < capL.length && b < capR.length);
        const r = maxWeightBMatching({
          capL,
          capR,
          el: es.map((e) => e[0]),
          er: es.map((e) => e[1]),
          ew: es.map((e) => e[2]),
        });
        expect(r.weight).toBe(bruteForce(capL, capR, es));
        const l = capL.map(() => 0);
        const rr = capR.map(() => 0);
        es.forEach(([a, b], k) => {
          if (r.chosen[k]) {
            l[a]++;
            rr[b]++;
          }
        });
        expect(l.every((n, k) => n <= capL[k])).toBe(true);
        expect(rr.every((n, k) => n <= capR[k])).toBe(true);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
