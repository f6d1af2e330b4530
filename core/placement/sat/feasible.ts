// Whether any plan exists at all (docs/decisions/020, "Complete when it matters"): every rule and
// the fairness limit, no limit on the total breaks, as one CDCL solver that can be resumed with more
// work. Its "unsat" is a proof that no plan exists; its "sat" is a valid plan, though not a good one.

import type { Model } from '../model.ts';
import type { SatAnswer } from './cdcl.ts';
import { decode, type Encoding, encode } from './encode.ts';
import { breaksOf } from './search.ts';

export class Feasibility {
  private readonly model: Model;
  private readonly enc: Encoding;
  answer: SatAnswer = 'unknown';
  /** The plan of a "sat" answer. */
  plan: Int32Array | null = null;
  planBreaks = Number.POSITIVE_INFINITY;

  /** Builds the clauses (their building counts as work, as everywhere in the CDCL search). */
  constructor(model: Model, D: number, personBound: Int32Array) {
    this.model = model;
    // No limit on the total (no counter of the breaks is built for it).
    this.enc = encode(model, D, Number.POSITIVE_INFINITY, personBound);
  }

  /** Work units spent so far, building included. */
  get work(): number {
    return this.enc.solver.work;
  }

  /** Searches on within `workLimit` more units (learnt clauses kept from the runs before). */
  run(workLimit: number, deadline = Number.POSITIVE_INFINITY): SatAnswer {
    if (this.answer !== 'unknown' || workLimit <= 0) return this.answer;
    this.enc.solver.deadline = deadline;
    this.answer = this.enc.solver.solve(workLimit);
    if (this.answer === 'sat') {
      this.plan = decode(this.model, this.enc);
      this.planBreaks = breaksOf(this.model, this.plan);
    }
    return this.answer;
  }

  /**
   * The meetings placed on the solver's longest conflict-free trail (-1 for the others): where it
   * came nearest a plan, for the annealing to start from.
   */
  partial(): Int32Array {
    const { M, allowed } = this.model;
    const slots = new Int32Array(M).fill(-1);
    for (let m = 0; m < M; m++) {
      const list = allowed[m];
      for (let i = 0; i < list.length; i++) if (this.enc.solver.best[this.enc.xBase[m] + i] === 1) slots[m] = list[i];
    }
    return slots;
  }
}
