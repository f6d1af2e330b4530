// Exact search for the placement by CDCL (docs/decisions/020): from a valid plan with UB breaks,
// asks the solver for a plan with at most UB - 1, then fewer, lowering the k of one constraint so
// that everything learnt stays true; "unsat" proves the last plan optimal. Also the other
// direction: K = lower bound, + 1, ... until the first plan, which is then optimal.
import { breaksOfRow } from '../../rules/breaks.ts';
import { type Model, peopleOf } from '../model.ts';
import { canCountTables, decode, type Encoding, encode, hint } from './encode.ts';

export interface SatOutcome {
  /** Best valid plan found (the start plan when nothing better), or null. */
  best: Int32Array | null;
  bestBreaks: number;
  /** Proven lower bound (equal to bestBreaks when optimal; Infinity when proven infeasible). */
  lowerBound: number;
  /** Work units spent. */
  work: number;
  /**
   * When the ascent ran out of work: the slot of each meeting on the longest conflict-free trail of
   * its last solver (-1 for meetings it had not placed), a plan that breaks no rule and keeps
   * within the last K as far as it goes.
   */
  partial?: Int32Array;
  /** The K from which the ascent asked with counted tables (see AscendOptions); absent when never. */
  countedFrom?: number;
}

/** The meetings placed on the solver's longest conflict-free trail (see SatOutcome.partial). */
function partialPlan(model: Model, enc: Encoding): Int32Array {
  const slots = new Int32Array(model.M).fill(-1);
  for (let m = 0; m < model.M; m++) {
    const list = model.allowed[m];
    for (let i = 0; i < list.length; i++) if (enc.solver.best[enc.xBase[m] + i] === 1) slots[m] = list[i];
  }
  return slots;
}

/** Total breaks of a plan (every meeting placed). */
export function breaksOf(model: Model, plan: Int32Array): number {
  const { P, T } = model;
  const occ = new Uint8Array(P * T);
  for (let m = 0; m < model.M; m++) for (const p of peopleOf(model, m)) occ[p * T + plan[m]] = 1;
  let n = 0;
  for (let p = 0; p < P; p++) n += breaksOfRow(occ, p * T, T);
  return n;
}

/** From `start` (valid, `startBreaks`), lowers the target until unsat or `workLimit` runs out. */
export function satDescend(
  model: Model,
  D: number,
  personBound: Int32Array,
  lowerBound: number,
  start: Int32Array | null,
  startBreaks: number,
  workLimit: number,
  deadline = Number.POSITIVE_INFINITY,
): SatOutcome {
  const out: SatOutcome = { best: start, bestBreaks: startBreaks, lowerBound, work: 0 };
  if (out.bestBreaks <= lowerBound) return out;
  const K = Number.isFinite(startBreaks) ? startBreaks - 1 : model.P * model.T;
  const enc = encode(model, D, K, personBound);
  if (start) hint(model, enc, start);
  const solver = enc.solver;
  solver.deadline = deadline;
  for (;;) {
    // Building the problem counted as work too (solver.work began with it).
    const left = workLimit - solver.work;
    if (left <= 0) break;
    const answer = solver.solve(left);
    if (answer === 'unknown') break;
    if (answer === 'unsat') {
      out.lowerBound = Number.isFinite(out.bestBreaks) ? out.bestBreaks : Number.POSITIVE_INFINITY;
      break;
    }
    const plan = decode(model, enc);
    const b = breaksOf(model, plan);
    if (b < out.bestBreaks) {
      out.best = plan;
      out.bestBreaks = b;
    }
    if (out.bestBreaks <= out.lowerBound) break;
    hint(model, enc, plan);
    if (!enc.limit(out.bestBreaks - 1)) {
      out.lowerBound = out.bestBreaks;
      break;
    }
  }
  out.work = solver.work;
  return out;
}

/**
 * The ascent's change of the tables' form (decision 020, "Counted tables in the longer ascent"):
 * when the native solver has not answered a K within `nativePerK` units, the same K is asked of a
 * new solver with the tables as sequential counters and no busy count per slot (`tablesCounted`),
 * with the rest of the work; every later K is then asked in that form from the start.
 */
export interface AscendOptions {
  /** Native work per K before the change (default: never change). */
  nativePerK?: number;
}

/** Tries K = lowerBound, lowerBound + 1, ... (a new solver each); the first plan is optimal. */
export function satAscend(
  model: Model,
  D: number,
  personBound: Int32Array,
  lowerBound: number,
  upper: number,
  hintPlan: Int32Array | null,
  workLimit: number,
  deadline = Number.POSITIVE_INFINITY,
  options: AscendOptions = {},
): SatOutcome {
  const out: SatOutcome = { best: null, bestBreaks: Number.POSITIVE_INFINITY, lowerBound, work: 0 };
  // No plan has more breaks than this (each person fewer than their meetings), so "unsat" with it is
  // a proof that no plan exists at all.
  let most = 0;
  for (const list of model.pm) most += Math.max(0, list.length - 1);
  const nativePerK = options.nativePerK ?? Number.POSITIVE_INFINITY;
  // Too many tables to count: native throughout.
  const canChange = Number.isFinite(nativePerK) && canCountTables(model);
  let counted = false;
  const ask = (K: number, tablesCounted: boolean, limit: number) => {
    const enc = encode(model, D, K, personBound, { tablesCounted });
    if (hintPlan) hint(model, enc, hintPlan);
    enc.solver.deadline = deadline;
    const answer = enc.solver.solve(limit);
    out.work += enc.solver.work;
    return { enc, answer };
  };
  for (let K = lowerBound; K < upper && K <= most && out.work < workLimit && performance.now() < deadline; K++) {
    let { enc, answer } = ask(
      K,
      counted,
      counted || !canChange ? workLimit - out.work : Math.min(workLimit - out.work, nativePerK),
    );
    if (answer === 'unknown' && !counted && canChange && out.work < workLimit && performance.now() < deadline) {
      counted = true;
      out.countedFrom = K;
      ({ enc, answer } = ask(K, true, workLimit - out.work));
    }
    if (answer === 'unknown') {
      // Where it came nearest a plan (after an "unsat", the trail leads to no plan: not kept; the
      // greedy start did better on ticf-13crafb, 8 breaks against 12).
      out.partial = partialPlan(model, enc);
      break;
    }
    if (answer === 'unsat') {
      out.lowerBound = K === most ? Number.POSITIVE_INFINITY : K + 1;
      continue;
    }
    out.best = decode(model, enc);
    out.bestBreaks = breaksOf(model, out.best);
    break;
  }
  return out;
}

/**
 * Work units of the CDCL search per ms of budget: one core of the benchmark machine, busy with
 * other work, did 17-28 thousand on the published instances (docs/decisions/020).
 */
export const SAT_WORK_PER_MS = 20_000;

/**
 * The stage of solvePlacement within `ms` of budget: half to the ascent from the lower bound (on
 * most published instances the optimum equals the bound, and its first plan is a proof); the rest
 * to the descent from the annealing's plan.
 */
export function satStage(
  model: Model,
  D: number,
  personBound: Int32Array,
  lowerBound: number,
  start: Int32Array | null,
  startBreaks: number,
  ms: number,
): SatOutcome {
  const work = Math.round(ms * SAT_WORK_PER_MS);
  if (work <= 0) return { best: start, bestBreaks: startBreaks, lowerBound, work: 0 };
  // As for the annealing, the clock stops the search only past ten times its budget.
  const deadline = performance.now() + 10 * ms;
  // Unhinted: from the solver's own phases it found ticf-13crafa's break-free plan in 6.7 s of CPU,
  // and not within 8 s when hinted by the annealing's plan.
  const up = satAscend(model, D, personBound, lowerBound, startBreaks, null, work >> 1, deadline);
  if (up.best || up.lowerBound >= startBreaks) {
    if (!up.best) return { ...up, best: start, bestBreaks: startBreaks };
    return up;
  }
  const down = satDescend(model, D, personBound, up.lowerBound, start, startBreaks, work - up.work, deadline);
  down.work += up.work;
  return down;
}
