// The placement solver (docs/decisions/020): proofs and a per-person lower bound first (bound.ts),
// an exhaustive branch and bound when the instance is small (exhaustive.ts), else whether any plan
// exists (sat/feasible.ts), the exact CDCL ascent from the bound with a share of the budget (sat/),
// then the annealing from where it stopped (anneal.ts), then optionally the CDCL stage again (off
// unless `satMs` is given).
import { anneal, type Search, tuning, WALL_GUARD, WORK_PER_MS } from './anneal.ts';
import { prove } from './bound.ts';
import { exhaustive } from './exhaustive.ts';
import { compile, type Model, peopleOf } from './model.ts';
import { Feasibility } from './sat/feasible.ts';
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

/**
 * Budgets above this (ms) are the longer runs of "improve further" (decision 039; the callers and
 * previews give at most this): only there does the ascent change to counted tables.
 */
const CALLERS_BUDGET_MS = 1000;

/**
 * In those longer runs, the ascent's native work per K before it asks that K with counted tables
 * (decision 020, "Counted tables in the longer ascent"): forum-13crafc's and ticf-13crafc's optima
 * then take 38-39 million units, within the 40 million of a 4 s budget's ascent (46-47 million when
 * the native solver had 10 million per K).
 */
const NATIVE_PER_K = 2_000_000;

/**
 * The feasibility question's first share of the budget (decision 020): on the published instances
 * and their variants it is answered within 2 million units (a tenth of the budget's work) except
 * on some where every plan must be break-free (fairness 0).
 */
const PROBE_SHARE = 0.2;

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
  const guard = (ms: number) => performance.now() + ms * (tuning.wallGuard ?? WALL_GUARD);
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
  // Whether any plan exists, first (a CDCL solver with every rule and no limit on the total): on
  // most instances it answers within a few per cent of the budget, a plan or a proof that none
  // exists, so that the search below never spends its budget on an instance without a plan, and
  // an "unknown" is left only when the budget truly ran out (decision 020, "Whether any plan exists, first").
  const small = model.M * model.T <= EXACT_MAX_CELLS;
  let probe: Feasibility | null = null;
  let probeMs = 0;
  let start: Int32Array | undefined;
  let annealMs = budget;
  if (small) {
    probe = new Feasibility(model, D, proofs.personBound);
    probe.run(Math.round(budget * PROBE_SHARE * SAT_WORK_PER_MS) - probe.work, guard(budget * PROBE_SHARE));
    if (probe.answer === 'unsat') return provedInfeasible();
    if (probe.plan && probe.planBreaks <= lowerBound) return result('feasible', probe.plan, probe.planBreaks, []);
    probeMs = probe.work / SAT_WORK_PER_MS;
    const exactMs = budget * (options.exactShare ?? EXACT_SHARE);
    if (probe.answer === 'unknown') {
      // Feasibility itself is the hard question here (as at fairness 0, where every plan is
      // break-free): the exact share goes on with it rather than to the ascent, whose first K would
      // ask it again with more clauses; the annealing starts where it came nearest a plan.
      const answer = probe.run(Math.round((probeMs + exactMs) * SAT_WORK_PER_MS) - probe.work, guard(exactMs));
      if (answer === 'unsat') return provedInfeasible();
      if (probe.plan && probe.planBreaks <= lowerBound) return result('feasible', probe.plan, probe.planBreaks, []);
      if (!probe.plan) start = probe.partial();
    } else if (exactMs > 0) {
      // The exact ascent, with its share of the budget: on most instances the optimum equals the
      // bound, and a plan found at the bound is a proof; otherwise its "unsat" answers raise the
      // bound. Where the ascent got to when it ran out: the annealing starts there (decision 020).
      const up = satAscend(
        model,
        D,
        proofs.personBound,
        lowerBound,
        probe.planBreaks,
        null,
        Math.round(exactMs * SAT_WORK_PER_MS),
        guard(exactMs),
        budget > CALLERS_BUDGET_MS ? { nativePerK: NATIVE_PER_K } : {},
      );
      if (up.best) return result('feasible', up.best, up.bestBreaks, []);
      lowerBound = up.lowerBound;
      // Every K below the feasibility plan's breaks has no plan: that plan is optimal.
      if (probe.plan && lowerBound >= probe.planBreaks) return result('feasible', probe.plan, probe.planBreaks, []);
      start = up.partial;
    }
    annealMs = Math.max(0, budget - probeMs - exactMs);
    probeMs = probe.work / SAT_WORK_PER_MS;
  }
  out.workLeft = Math.round(annealMs * WORK_PER_MS);
  for (let round = 0; out.workLeft > 0 && performance.now() < deadline && out.bestBreaks > lowerBound; round++) {
    anneal(
      model,
      D,
      lowerBound,
      deadline,
      (options.seed ?? 1) + round * 7919,
      out,
      round === 0 ? start : undefined,
      probe?.plan ?? undefined,
    );
  }
  // The feasibility plan, kept aside so that the annealing runs as without it (it raises its
  // weights of broken rules until it has a valid plan of its own).
  if (probe?.plan && probe.planBreaks < out.bestBreaks) {
    out.best = probe.plan;
    out.bestBreaks = probe.planBreaks;
  }
  if (!out.best) {
    // Still no plan: the question settled with what is left of the budget (on instances too large
    // for the exact search, with a share of its own, since nothing above asked it).
    const left = small ? budget - probeMs - annealMs : budget * PROBE_SHARE;
    probe ??= new Feasibility(model, D, proofs.personBound);
    if (probe.run(Math.round(left * SAT_WORK_PER_MS), guard(left)) === 'unsat') return provedInfeasible();
    if (probe.plan) {
      out.best = probe.plan;
      out.bestBreaks = probe.planBreaks;
    }
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
