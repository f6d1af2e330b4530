// The placement solver (docs/decisions/020): proofs and a per-person lower bound first (bound.ts),
// an exhaustive branch and bound when the instance is small (exhaustive.ts), else the exact CDCL
// ascent from the bound with a share of the budget (sat/), then the annealing from where it stopped
// (anneal.ts), then optionally the CDCL stage again (off unless `satMs` is given).
import { anneal, type Search, tuning, WALL_GUARD, WORK_PER_MS } from './anneal.ts';
import { prove } from './bound.ts';
import { exhaustive } from './exhaustive.ts';
import { compile, type Model, peopleOf } from './model.ts';
import { SAT_WORK_PER_MS, satAscend, satStage } from './sat/search.ts';
import { NONE, State } from './state.ts';
import type { PlacementInstance, PlacementOptions, PlacementReason, PlacementResult } from './types.ts';

/**
 * The exact ascent runs only on instances of at most this many meeting-slot pairs: its clauses grow
 * with them (forum-14, the largest published instance, has 6,644).
 */
const EXACT_MAX_CELLS = 50_000;

/** The exact ascent's share of the budget (measured on the published instances: decision 020). */
const EXACT_SHARE = 0.5;

/** Places every meeting so that the total breaks are as few as it can find; see PlacementResult. */
export function solvePlacement(instance: PlacementInstance, options: PlacementOptions = {}): PlacementResult {
  const started = performance.now();
  const model = compile(instance);
  const D = options.maxBreaksPerPerson ?? Number.POSITIVE_INFINITY;
  const budget = options.timeBudgetMs ?? 1000;
  const proofs = prove(model, D, instance.people);
  const result = (
    status: PlacementResult['status'],
    slots: Int32Array | null,
    lowerBound: number,
    reasons: PlacementReason[],
  ): PlacementResult => {
    const breaksPerPerson: Record<string, number> = {};
    let breaks = 0;
    const list = slots ? Array.from(slots) : new Array<number>(model.M).fill(NONE);
    // Breaks are those of the placed meetings (all of them when feasible).
    if (slots) {
      const st = new State(model, D);
      list.forEach((t, m) => {
        if (t !== NONE) st.set(m, t);
      });
      instance.people.forEach((id, p) => {
        breaksPerPerson[id] = st.br[p];
      });
      breaks = st.breaks;
    }
    return {
      status,
      slots: list,
      breaks,
      breaksPerPerson,
      lowerBound,
      optimal: status === 'feasible' && breaks === lowerBound,
      reasons,
      // The proofs' reasons, or the exact search's proof, which names nothing simpler (decision 037).
      infeasibility:
        status !== 'infeasible'
          ? []
          : proofs.infeasibility.length
            ? proofs.infeasibility
            : [{ code: 'no_plan_exists', people: [], meetings: [], slots: [] }],
      elapsedMs: performance.now() - started,
    };
  };
  if (proofs.infeasible.length) return result('infeasible', null, proofs.lowerBound, proofs.infeasible);
  const out: Search = { best: null, bestBreaks: Number.POSITIVE_INFINITY, workLeft: 0 };
  let lowerBound = proofs.lowerBound;
  const provedInfeasible = () =>
    result('infeasible', null, lowerBound, [{ meeting: -1, reason: 'the exact search proved that no plan exists' }]);
  // Work budget: WORK_PER_MS meeting moves per ms; the wall clock only as a far guard.
  out.workLeft = Math.round(budget * WORK_PER_MS);
  const deadline = started + budget * (tuning.wallGuard ?? WALL_GUARD);
  // Small instances: exact, when the branch and bound finishes within its nodes.
  if (model.M <= 14) {
    if (exhaustive(model, D, proofs.personBound, 2_000_000, out)) {
      if (!out.best) {
        return result('infeasible', null, lowerBound, [
          { meeting: -1, reason: 'exhaustive search found no valid plan' },
        ]);
      }
      return result('feasible', out.best, out.bestBreaks, []);
    }
  }
  // The exact ascent first, with its share of the budget: on most instances the optimum equals the
  // bound, and a plan found at the bound is a proof; otherwise its "unsat" answers raise the bound.
  // Where the ascent got to when it ran out: the annealing starts there (decision 020).
  let start: Int32Array | undefined;
  const exactMs = model.M * model.T <= EXACT_MAX_CELLS ? budget * (options.exactShare ?? EXACT_SHARE) : 0;
  if (exactMs > 0) {
    const up = satAscend(
      model,
      D,
      proofs.personBound,
      lowerBound,
      Number.POSITIVE_INFINITY,
      null,
      Math.round(exactMs * SAT_WORK_PER_MS),
      started + exactMs * (tuning.wallGuard ?? WALL_GUARD),
    );
    if (up.lowerBound === Number.POSITIVE_INFINITY) return provedInfeasible();
    if (up.best) return result('feasible', up.best, up.bestBreaks, []);
    lowerBound = up.lowerBound;
    start = up.partial;
    out.workLeft = Math.round((budget - exactMs) * WORK_PER_MS);
  }
  for (let round = 0; out.workLeft > 0 && performance.now() < deadline && out.bestBreaks > lowerBound; round++) {
    anneal(model, D, lowerBound, deadline, (options.seed ?? 1) + round * 7919, out, round === 0 ? start : undefined);
  }
  const satMs = options.satMs ?? 0;
  if (satMs > 0 && out.bestBreaks > lowerBound) {
    const sat = satStage(model, D, proofs.personBound, lowerBound, out.best, out.bestBreaks, satMs);
    if (sat.best && sat.bestBreaks < out.bestBreaks) {
      out.best = sat.best;
      out.bestBreaks = sat.bestBreaks;
    }
    if (sat.lowerBound === Number.POSITIVE_INFINITY && !out.best) return provedInfeasible();
    lowerBound = Math.max(lowerBound, Math.min(sat.lowerBound, out.bestBreaks));
  }
  if (out.best) {
    lowerBound = Math.min(lowerBound, out.bestBreaks);
    return result('feasible', out.best, lowerBound, []);
  }
  const [partial, reasons] = unplaced(model, D, instance.people, out.closest);
  return result('unknown', partial, lowerBound, reasons);
}

/**
 * For an instance without a valid plan found: takes meetings off the closest plan until no clash,
 * full slot or late meeting is left, and says why each was taken off; the rest stays placed.
 */
function unplaced(
  model: Model,
  D: number,
  names: string[],
  closest: Int32Array | undefined,
): [Int32Array, PlacementReason[]] {
  const st = new State(model, D);
  const reasons: PlacementReason[] = [];
  if (!closest) return [st.slot, [{ meeting: -1, reason: 'no plan was tried' }]];
  closest.forEach((t, m) => {
    st.set(m, t);
  });
  const { T, cap } = model;
  const who = (m: number) =>
    peopleOf(model, m)
      .map((p) => names[p])
      .join('-');
  for (let m = 0; m < model.M; m++) {
    const s = st.slot[m];
    let why = '';
    const busy = peopleOf(model, m).find((p) => st.occ[p * T + s] > 1);
    if (busy !== undefined) why = `${names[busy]} has another meeting at slot ${s}`;
    else if (st.load[s] > cap[s]) why = `no table left at slot ${s}`;
    else if (
      model.precOf[m].some(
        (k) =>
          st.slot[model.prec[k][0]] >= st.slot[model.prec[k][1]] &&
          st.slot[model.prec[k][0]] !== NONE &&
          st.slot[model.prec[k][1]] !== NONE,
      )
    ) {
      why = 'its precedences are not met';
    }
    if (!why) continue;
    st.set(m, NONE);
    reasons.push({ meeting: m, reason: `${who(m)}: ${why} in the closest plan found` });
  }
  for (let p = 0; p < model.P; p++) {
    if (st.br[p] > D) reasons.push({ meeting: -1, reason: `${names[p]} keeps ${st.br[p]} breaks, more than ${D}` });
  }
  return [st.slot, reasons];
}
