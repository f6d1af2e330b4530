// Every reason is true and none is given when a plan exists: on many small random instances, the
// plain exhaustive search of test-instances.ts (which shares no code with the explainer) finds no
// plan whenever a reason is given, and each reason's people, meetings, slots and counts make the
// proof it claims when recomputed from the instance as written (verify.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainInfeasibility } from '../infeasibility.ts';
import { solvePlacement } from '../solve.ts';
import { bruteForce, tiny } from '../test-instances.ts';
import { buyersAndSellers, crowded } from './random.ts';
import { verifyReason } from './verify.ts';

describe('explainInfeasibility on small random instances', () => {
  // Each family with the codes it must exercise, so that the test cannot quietly stop proving them.
  for (const [name, instances, runs, mustSee] of [
    [
      'crowded with fixed slots, absences and precedences',
      crowded(5, 7, 5),
      3000,
      'fairness_unreachable fixed_outside_allowed fixed_over_tables fixed_person_clash fixed_when_away group_overbooked no_slot_left person_overbooked precedence_chain_too_long precedence_cycle session_too_small tables_too_few',
    ],
    ['as the solver tests make them', tiny(6, 8, 5), 1000, 'group_overbooked no_slot_left person_overbooked'],
    [
      'buyers and sellers with tables per slot',
      buyersAndSellers(3, 8, 4),
      1000,
      'group_overbooked person_overbooked session_too_small tables_too_few',
    ],
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
      for (const code of mustSee.split(' ')) expect(codes).toContain(code);
      // Not a matter of truth but of use: few instances without a plan go unexplained.
      expect(seen.unexplained).toBeLessThan(seen.explained / 20);
    });
  }
});
