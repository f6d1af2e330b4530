// Every reason is true and none is given when a plan exists: on many small random instances, the
// plain exhaustive search of test-instances.ts (which shares no code with the explainer) finds no
// plan whenever a reason is given, and each reason's people, meetings, slots and counts make the
// proof it claims when recomputed from the instance as written (verify.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainInfeasibility } from '../infeasibility.ts';
import { solvePlacement } from '../solve.ts';
import { bruteForce, tiny } from '../test-instances.ts';
import { crowded } from './random.ts';
import { verifyReason } from './verify.ts';

describe('explainInfeasibility on small random instances', () => {
  for (const [name, instances, runs] of [
    ['crowded with fixed slots, absences and precedences', crowded(5, 7, 5), 600],
    ['as the solver tests make them', tiny(6, 8, 5), 300],
  ] as const) {
    it(`${name}: a reason only without a plan, and every reason holds`, () => {
      const seen = { feasible: 0, explained: 0, unexplained: 0 };
      const codes = new Set<string>();
      fc.assert(
        fc.property(instances, ({ inst, d }) => {
          const reasons = explainInfeasibility(inst, { maxBreaksPerPerson: d });
          const optimum = bruteForce(inst, d);
          if (optimum !== null) {
            seen.feasible++;
            expect(reasons).toEqual([]);
            return;
          }
          if (reasons.length === 0) {
            seen.unexplained++;
            return;
          }
          seen.explained++;
          for (const r of reasons) {
            codes.add(r.code);
            expect([r.code, verifyReason(inst, r, d)]).toEqual([r.code, null]);
          }
          // The solver's answer carries the same reasons.
          const solved = solvePlacement(inst, { maxBreaksPerPerson: d, timeBudgetMs: 20 });
          expect(solved.status).toBe('infeasible');
          expect(solved.infeasibility).toEqual(reasons);
        }),
        { numRuns: runs, seed: 37 },
      );
      expect(seen.feasible).toBeGreaterThan(runs / 10);
      expect(seen.explained).toBeGreaterThan(runs / 10);
      console.log(name, seen, [...codes].sort().join(' '));
    });
  }
});
