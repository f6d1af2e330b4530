// The placement's local search (docs/decisions/020): a penalty-based simulated annealing over slot
// moves, swaps of two meetings and Kempe-chain exchanges of two slots, stopped as soon as a valid
// plan reaches the lower bound or its budget of moves is spent (not wall clock, so that the answer
// is repeatable).
import type { Model } from './model.ts';
import { NONE, popcount, State } from './state.ts';

/**
 * Meeting moves (State.set) per ms of budget. One core of the benchmark machine, busy with other
 * work, made 5.7-7.9 thousand a CPU ms on the published instances (a Kempe chain of k meetings
 * costs 2k), so the default 1,000 ms stays within about 1 s of CPU there, and gives the same plan
 * on any machine whatever its load.
 */
export const WORK_PER_MS = 4500;
/** The wall clock stops the search only past this many times the budget (a much slower machine). */
export const WALL_GUARD = 10;

function rng(seed: number) {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Weights of the annealing (measured on the benchmark; docs/decisions/020). */
export const tuning: {
  W: number;
  EPS: number;
  T0: number;
  /** First temperature from a start plan (measured: 0.02-0.1 alike, 0.2 and T0 lose most of it). */
  T0Start: number;
  T1: number;
  steps?: number;
  pMove: number;
  pSwap: number;
  pNear: number;
  reheat: number;
  restore: number;
  wStep: number;
  wMax: number;
  /** Coolings ended with rules broken and no valid plan before the search goes on from `fallback`. */
  fallbackAfter: number;
  /** Overrides WALL_GUARD (a benchmark on a loaded machine measures the work, not the clock). */
  wallGuard?: number;
} = {
  W: 1,
  EPS: 0.05,
  T0: 0.6,
  T0Start: 0.05,
  T1: 0.03,
  pMove: 0.45,
  pSwap: 0.35,
  pNear: 0.7,
  reheat: 0.5,
  restore: 0,
  wStep: 0.5,
  wMax: 4,
  fallbackAfter: 4,
};

export interface Search {
  best: Int32Array | null;
  /** Meeting moves (State.work) the annealing may still make. */
  workLeft: number;
  bestBreaks: number;
  /** The plan with the fewest violations seen (for reasons when no valid plan is found). */
  closest?: Int32Array;
  closestViolations?: number;
}

/**
 * Simulated annealing on breaks + weight x violations; keeps the best valid plan. `start` (a slot or
 * -1 per meeting) places those meetings first; the others go greedily where they cost least.
 * `fallback`, a valid plan, is where it goes on from when `tuning.fallbackAfter` coolings have
 * ended with rules broken and no valid plan of its own.
 */
export function anneal(
  model: Model,
  D: number,
  lowerBound: number,
  deadline: number,
  seed: number,
  out: Search,
  start?: Int32Array,
  fallback?: Int32Array,
) {
  const { M, T, allowed } = model;
  const random = rng(seed);
  const masks = T <= 30;
  const allowedMask = new Int32Array(M);
  for (let m = 0; m < M; m++) for (const t of allowed[m]) allowedMask[m] |= 1 << t;
  const st = new State(model, D);
  let W = tuning.W;
  const EPS = tuning.EPS;
  const cost = () => st.breaks + EPS * st.idle + W * st.violations;
  // Start: every meeting at the allowed slot that costs least given those already placed.
  const order = Array.from({ length: M }, (_, m) => m).sort((x, y) => allowed[x].length - allowed[y].length);
  if (start) for (let m = 0; m < M; m++) if (start[m] >= 0) st.set(m, start[m]);
  for (const m of order) {
    if (start && start[m] >= 0) continue;
    let bestT = allowed[m][0];
    let bestC = Number.POSITIVE_INFINITY;
    for (const t of allowed[m]) {
      st.set(m, t);
      const c = cost() + random() * 0.5;
      if (c < bestC) {
        bestC = c;
        bestT = t;
      }
    }
    st.set(m, bestT);
  }
  const keep = () => {
    if (st.violations === 0) {
      if (st.breaks < out.bestBreaks) {
        out.bestBreaks = st.breaks;
        out.best = st.slot.slice();
      }
    } else if (!out.best && st.violations < (out.closestViolations ?? Number.POSITIVE_INFINITY)) {
      out.closestViolations = st.violations;
      out.closest = st.slot.slice();
    }
  };
  keep();
  const T0 = tuning.T0;
  const T1 = tuning.T1;
  const steps = tuning.steps ?? 20_000 + 200 * M;
  const alpha = (T1 / T0) ** (1 / steps);
  // From a start plan, cool from lower: at T0 the first moves would undo most of it.
  let temp = start ? tuning.T0Start : T0;
  const pick = (): number => {
    let m = (random() * M) | 0;
    for (let k = 0; k < 6 && !st.troubled(m); k++) m = (random() * M) | 0;
    return m;
  };
  const chain: number[] = [];
  const inChain = new Uint8Array(M);
  const from = new Int32Array(M);
  let invalid = 0;
  for (let iter = 0; ; iter++) {
    // The budget is counted in moves (repeatable whatever the machine's load); the wall clock
    // only guards against a machine far slower than expected.
    if (st.work >= out.workLeft) {
      out.workLeft = 0;
      return;
    }
    if ((iter & 1023) === 0 && (performance.now() > deadline || out.bestBreaks <= lowerBound)) {
      out.workLeft -= st.work;
      return;
    }
    if (temp < T1) {
      if (!out.best && fallback && ++invalid >= tuning.fallbackAfter) {
        // Many fixed meetings or precedences can keep it from any valid plan for the whole budget
        // (forum-13 with 20 % fixed: 79 breaks from the feasibility plan left as it was, 22 from
        // this; after 4 coolings rather than 7, ticf-14crafa's 56 became 39; decision 020,
        // "Complete when it matters").
        for (let x = 0; x < M; x++) st.set(x, fallback[x]);
        W = tuning.W;
        temp = tuning.T0Start;
        keep();
        continue;
      }
      // Until a first valid plan is found, each cooling that ends with rules broken makes them
      // dearer for the next (on forum-14, seed 2, the search otherwise kept 2-4 clashes for the
      // whole budget); after that, the measured weight again.
      W = out.best ? tuning.W : Math.min(tuning.wMax, W + tuning.wStep);
      temp = T0 * tuning.reheat;
      // Each new cooling starts again from the best valid plan so far.
      if (tuning.restore && out.best) for (let x = 0; x < M; x++) st.set(x, out.best[x]);
    }
    temp *= alpha;
    const m = pick();
    const list = allowed[m];
    if (list.length < 2) continue;
    const s = st.slot[m];
    let t = list[(random() * list.length) | 0];
    if (masks && random() < tuning.pNear) {
      // A slot that closes a gap of one of its people or extends their day by one.
      const side = model.mc[m] < 0 ? (random() * 2) | 0 : (random() * 3) | 0;
      const x = st.mask[side === 0 ? model.ma[m] : side === 1 ? model.mb[m] : model.mc[m]];
      const lo = 31 - Math.clz32(x & -x);
      const hi = 31 - Math.clz32(x);
      const span = (hi >= 29 ? 0x3fffffff : (1 << (hi + 2)) - 1) & ~(lo > 0 ? (1 << (lo - 1)) - 1 : 0);
      let near = span & ~x & allowedMask[m];
      if (near) {
        let k = (random() * popcount(near)) | 0;
        while (k-- > 0) near &= near - 1;
        t = 31 - Math.clz32(near & -near);
      }
    }
    if (t === s) continue;
    const before = cost();
    const kind = random();
    if (kind < tuning.pMove) {
      st.set(m, t);
      const delta = cost() - before;
      if (delta > 0 && random() >= Math.exp(-delta / temp)) st.set(m, s);
    } else if (kind < tuning.pMove + tuning.pSwap) {
      // Swap with a meeting at t that may take s.
      const there = st.members[t];
      if (there.length === 0) continue;
      const m2 = there[(random() * there.length) | 0];
      if (masks ? !((allowedMask[m2] >>> s) & 1) : !allowed[m2].includes(s)) continue;
      st.set(m, t);
      st.set(m2, s);
      const delta = cost() - before;
      if (delta > 0 && random() >= Math.exp(-delta / temp)) {
        st.set(m2, t);
        st.set(m, s);
      }
    } else {
      // Kempe chain: the meetings at s and t linked through shared people trade slots.
      chain.length = 0;
      chain.push(m);
      inChain[m] = 1;
      let ok = true;
      for (let i = 0; i < chain.length && ok; i++) {
        const x = chain[i];
        const other = st.slot[x] === s ? t : s;
        // The people of x (no array per step: this loop is the hottest of the annealing).
        const sides = model.mc[x] < 0 ? 2 : 3;
        for (let side = 0; side < sides; side++) {
          for (const y of model.pm[side === 0 ? model.ma[x] : side === 1 ? model.mb[x] : model.mc[x]]) {
            if (inChain[y] || st.slot[y] !== other) continue;
            inChain[y] = 1;
            chain.push(y);
          }
        }
        if ((masks ? !((allowedMask[x] >>> other) & 1) : !allowed[x].includes(other)) || chain.length > 40) ok = false;
      }
      for (const x of chain) inChain[x] = 0;
      if (!ok) continue;
      for (let i = 0; i < chain.length; i++) from[i] = st.slot[chain[i]];
      for (let i = 0; i < chain.length; i++) st.set(chain[i], NONE);
      for (let i = 0; i < chain.length; i++) st.set(chain[i], from[i] === s ? t : s);
      const delta = cost() - before;
      if (delta > 0 && random() >= Math.exp(-delta / temp)) {
        for (let i = 0; i < chain.length; i++) st.set(chain[i], NONE);
        for (let i = 0; i < chain.length; i++) st.set(chain[i], from[i]);
      }
    }
    keep();
  }
}
