// Whether any plan exists at all (docs/decisions/020, "Complete when it matters"): every rule and
// the fairness limit, no limit on the total breaks, as one CDCL solver that can be resumed with more
// work. Its "unsat" is a proof that no plan exists; its "sat" is a valid plan, though not a good one.
// At fairness 0 it changes solver once: see `Tables`.

import type { Model } from '../model.ts';
import type { SatAnswer } from './cdcl.ts';
import { canCountTables, decode, type Encoding, encode } from './encode.ts';
import { breaksOf } from './search.ts';

/**
 * How the question counts the tables. 'switch' (the default): at fairness 0, natively for its
 * first `NATIVE_FIRST_WORK` units, then as sequential counters in a new solver; otherwise natively.
 * 'native' and 'counted' keep one form throughout (for the bench's comparison).
 */
export type Tables = 'switch' | 'native' | 'counted';

/**
 * At fairness 0 the native tables settle the published instances within 1.1 million units, or not
 * within 200 million (forum-13crafc, ticf-13crafa, ticf-13crafc), which counted tables settle within
 * 1.6-7.1 million; counted tables are far slower on the others (tic-13crafc's proof lost, tic-13
 * 9.6 million units instead of 0.4): decision 020, "Fairness 0 settled".
 */
const NATIVE_FIRST_WORK = 2_000_000;

export class Feasibility {
  private readonly model: Model;
  private readonly D: number;
  private readonly personBound: Int32Array;
  private enc: Encoding;
  /** Whether the question still has to change to counted tables after its native start. */
  private switchPending: boolean;
  /** Work of the solvers left behind. */
  private spent = 0;
  answer: SatAnswer = 'unknown';
  /** The plan of a "sat" answer. */
  plan: Int32Array | null = null;
  planBreaks = Number.POSITIVE_INFINITY;

  /** Work of the native start at fairness 0 (the tests change solver sooner). */
  private readonly nativeFirst: number;

  /** Builds the clauses (their building counts as work, as everywhere in the CDCL search). */
  constructor(
    model: Model,
    D: number,
    personBound: Int32Array,
    tables: Tables = 'switch',
    nativeFirst = NATIVE_FIRST_WORK,
  ) {
    this.nativeFirst = nativeFirst;
    this.model = model;
    this.D = D;
    this.personBound = personBound;
    // Too many tables to count: the native solver goes on throughout.
    this.switchPending = tables === 'switch' && D === 0 && canCountTables(model);
    // No limit on the total (no counter of the breaks is built for it).
    this.enc = encode(model, D, Number.POSITIVE_INFINITY, personBound, { tablesCounted: tables === 'counted' });
  }

  /** Work units spent so far, building included. */
  get work(): number {
    return this.spent + this.enc.solver.work;
  }

  /** Searches on within `workLimit` more units (learnt clauses kept from the runs before). */
  run(workLimit: number, deadline = Number.POSITIVE_INFINITY): SatAnswer {
    if (this.answer !== 'unknown' || workLimit <= 0) return this.answer;
    const stopAt = this.work + workLimit;
    if (this.switchPending) {
      const native = Math.min(workLimit, this.nativeFirst - this.enc.solver.work);
      if (native > 0 && this.search(native, deadline) !== 'unknown') return this.answer;
      if (this.enc.solver.work < this.nativeFirst) return this.answer;
      this.switchPending = false;
      this.spent += this.enc.solver.work;
      this.enc = encode(this.model, this.D, Number.POSITIVE_INFINITY, this.personBound, { tablesCounted: true });
    }
    return this.search(stopAt - this.work, deadline);
  }

  private search(workLimit: number, deadline: number): SatAnswer {
    if (workLimit <= 0) return this.answer;
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
