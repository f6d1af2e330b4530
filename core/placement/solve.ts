// The placement solver (docs/decisions/020): proofs and a per-person lower bound first (bound.ts),
// an exhaustive branch and bound when the instance is small, else a penalty-based simulated
// annealing over slot moves, swaps of two meetings and Kempe-chain exchanges of two slots, stopped
// as soon as a valid plan reaches the lower bound or its budget of moves is spent (not wall clock,
// so that the answer is repeatable).
import { prove } from './bound.ts';
import { compile, type Model } from './model.ts';
import { satStage } from './sat/search.ts';
import type { PlacementInstance, PlacementOptions, PlacementReason, PlacementResult } from './types.ts';

const NONE = -1;
/**
 * Meeting moves (State.set) per ms of budget. One core of the benchmark machine, busy with other
 * work, made 5.7-7.9 thousand a CPU ms on the published instances (a Kempe chain of k meetings
 * costs 2k), so the default 1,000 ms stays within about 1 s of CPU there, and gives the same plan
 * on any machine whatever its load.
 */
const WORK_PER_MS = 4500;
/** The wall clock stops the search only past this many times the budget (a much slower machine). */
const WALL_GUARD = 10;

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

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

/** Mutable plan with every count the penalty needs, updated meeting by meeting. */
class State {
  slot: Int32Array;
  occ: Uint8Array;
  load: Int32Array;
  br: Int32Array;
  members: number[][];
  pos: Int32Array;
  breaks = 0;
  /** Idle slots between people's first and last meetings (guides the search towards closing gaps). */
  idle = 0;
  lastIdle = 0;
  idleOf: Int32Array;
  /** Occupied slots per person as bits (when there are at most 30 slots). */
  mask: Int32Array;
  clash = 0;
  over = 0;
  unfair = 0;
  late = 0;
  /** Meetings moved so far (the unit of the search budget). */
  work = 0;
  readonly model: Model;
  readonly D: number;
  constructor(model: Model, D: number) {
    this.model = model;
    this.D = D;
    const { P, M, T } = model;
    this.slot = new Int32Array(M).fill(NONE);
    this.occ = new Uint8Array(P * T);
    this.load = new Int32Array(T);
    this.br = new Int32Array(P);
    this.idleOf = new Int32Array(P);
    this.mask = new Int32Array(P);
    this.members = Array.from({ length: T }, () => []);
    this.pos = new Int32Array(M);
  }
  get violations() {
    return this.clash + this.over + this.unfair + this.late;
  }
  /** Breaks of person p; also leaves the idle slots inside p's day in `lastIdle`. */
  breaksOf(p: number): number {
    const { T } = this.model;
    if (T <= 30) {
      const x = this.mask[p];
      if (x === 0) {
        this.lastIdle = 0;
        return 0;
      }
      const n = popcount(x);
      this.lastIdle = 32 - Math.clz32(x) - (31 - Math.clz32(x & -x)) - n;
      return popcount(x & ~(x << 1)) - 1;
    }
    const row = p * T;
    let n = 0;
    let seen = false;
    let idle = 0;
    let run = 0;
    for (let t = 0; t < T; t++) {
      if (this.occ[row + t]) {
        if (run > 0 && seen) {
          n++;
          idle += run;
        }
        run = 0;
        seen = true;
      } else if (seen) run++;
    }
    this.lastIdle = idle;
    return n;
  }
  private lateOf(m: number): number {
    let n = 0;
    for (const i of this.model.precOf[m]) {
      const [u, v] = this.model.prec[i];
      if (this.slot[u] !== NONE && this.slot[v] !== NONE && this.slot[u] >= this.slot[v]) n++;
    }
    return n;
  }
  /** Moves meeting m to slot t (NONE: takes it off the plan). */
  set(m: number, t: number): void {
    const { T, ma, mb, cap } = this.model;
    const s = this.slot[m];
    if (s === t) return;
    this.work++;
    if (this.model.precOf[m].length) this.late -= this.lateOf(m);
    const a = ma[m];
    const b = mb[m];
    if (s !== NONE) {
      if (--this.occ[a * T + s] >= 1) this.clash--;
      else this.mask[a] &= ~(1 << s);
      if (--this.occ[b * T + s] >= 1) this.clash--;
      else this.mask[b] &= ~(1 << s);
      if (--this.load[s] >= cap[s]) this.over--;
      const list = this.members[s];
      const i = this.pos[m];
      const last = list.pop()!;
      if (last !== m) {
        list[i] = last;
        this.pos[last] = i;
      }
    }
    if (t !== NONE) {
      if (++this.occ[a * T + t] >= 2) this.clash++;
      else this.mask[a] |= 1 << t;
      if (++this.occ[b * T + t] >= 2) this.clash++;
      else this.mask[b] |= 1 << t;
      if (++this.load[t] > cap[t]) this.over++;
      this.pos[m] = this.members[t].length;
      this.members[t].push(m);
    }
    this.slot[m] = t;
    if (this.model.precOf[m].length) this.late += this.lateOf(m);
    this.refresh(a);
    this.refresh(b);
  }
  private refresh(p: number): void {
    const nb = this.breaksOf(p);
    const old = this.br[p];
    this.idle += this.lastIdle - this.idleOf[p];
    this.idleOf[p] = this.lastIdle;
    if (nb === old) return;
    this.breaks += nb - old;
    this.unfair += Math.max(0, nb - this.D) - Math.max(0, old - this.D);
    this.br[p] = nb;
  }
  /** Is meeting m part of something that costs: a clash, a full slot, a break or an unfair person? */
  troubled(m: number): boolean {
    const { T, ma, mb, cap } = this.model;
    const s = this.slot[m];
    const a = ma[m];
    const b = mb[m];
    return (
      this.br[a] > 0 ||
      this.br[b] > 0 ||
      this.occ[a * T + s] > 1 ||
      this.occ[b * T + s] > 1 ||
      this.load[s] > cap[s] ||
      (this.model.precOf[m].length > 0 && this.lateOf(m) > 0)
    );
  }
}

/** Weights of the annealing (measured on the benchmark; docs/decisions/020). */
export const tuning: {
  W: number;
  EPS: number;
  T0: number;
  T1: number;
  steps?: number;
  pMove: number;
  pSwap: number;
  pNear: number;
  reheat: number;
  restore: number;
  wStep: number;
  wMax: number;
  /** Overrides WALL_GUARD (a benchmark on a loaded machine measures the work, not the clock). */
  wallGuard?: number;
} = {
  W: 1,
  EPS: 0.05,
  T0: 0.6,
  T1: 0.03,
  pMove: 0.45,
  pSwap: 0.35,
  pNear: 0.7,
  reheat: 0.5,
  restore: 0,
  wStep: 0.5,
  wMax: 4,
};

interface Search {
  best: Int32Array | null;
  /** Meeting moves (State.work) the annealing may still make. */
  workLeft: number;
  bestBreaks: number;
  /** The plan with the fewest violations seen (for reasons when no valid plan is found). */
  closest?: Int32Array;
  closestViolations?: number;
}

/** Simulated annealing on breaks + weight x violations; keeps the best valid plan. */
function anneal(model: Model, D: number, lowerBound: number, deadline: number, seed: number, out: Search) {
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
  for (const m of order) {
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
  let temp = T0;
  const pick = (): number => {
    let m = (random() * M) | 0;
    for (let k = 0; k < 6 && !st.troubled(m); k++) m = (random() * M) | 0;
    return m;
  };
  const chain: number[] = [];
  const inChain = new Uint8Array(M);
  const from = new Int32Array(M);
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
      const x = st.mask[random() < 0.5 ? model.ma[m] : model.mb[m]];
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
        // Both people of x (no array per step: this loop is the hottest of the annealing).
        for (let side = 0; side < 2; side++) {
          for (const y of model.pm[side === 0 ? model.ma[x] : model.mb[x]]) {
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

/**
 * Exhaustive branch and bound for small instances: tries every slot of every meeting (fewest
 * choices first), pruning by clashes, tables, precedences, and finished people's breaks plus the
 * others' bounds. Returns true when it finished (then `out` holds the optimum, or null: infeasible).
 */
function exhaustive(model: Model, D: number, personBound: Int32Array, nodeLimit: number, out: Search): boolean {
  const { P, M, T, allowed, cap, ma, mb } = model;
  const order = Array.from({ length: M }, (_, m) => m).sort((x, y) => allowed[x].length - allowed[y].length);
  const slot = new Int32Array(M).fill(NONE);
  const occ = new Uint8Array(P * T);
  const load = new Int32Array(T);
  const left = new Int32Array(P);
  for (let p = 0; p < P; p++) left[p] = model.pm[p].length;
  const done = new Int32Array(P);
  let fixedCost = 0;
  let openBound = 0;
  for (let p = 0; p < P; p++) openBound += personBound[p];
  let nodes = 0;
  const breaksOf = (p: number) => {
    let n = 0;
    let seen = false;
    let gap = false;
    for (let t = 0; t < T; t++) {
      if (occ[p * T + t]) {
        if (gap) n++;
        seen = true;
        gap = false;
      } else if (seen) gap = true;
    }
    return n;
  };
  const finish = (p: number, sign: 1 | -1) => {
    if (sign === 1) {
      done[p] = breaksOf(p);
      fixedCost += done[p];
      openBound -= personBound[p];
    } else {
      fixedCost -= done[p];
      openBound += personBound[p];
    }
  };
  const rec = (i: number): boolean => {
    if (++nodes > nodeLimit) return false;
    if (fixedCost + openBound >= out.bestBreaks) return true;
    if (i === M) {
      out.bestBreaks = fixedCost;
      out.best = slot.slice();
      return true;
    }
    const m = order[i];
    const a = ma[m];
    const b = mb[m];
    for (const t of allowed[m]) {
      if (occ[a * T + t] || occ[b * T + t] || load[t] >= cap[t]) continue;
      let late = false;
      for (const k of model.precOf[m]) {
        const [u, v] = model.prec[k];
        const su = u === m ? t : slot[u];
        const sv = v === m ? t : slot[v];
        if (su !== NONE && sv !== NONE && su >= sv) late = true;
      }
      if (late) continue;
      slot[m] = t;
      occ[a * T + t] = 1;
      occ[b * T + t] = 1;
      load[t]++;
      const fa = --left[a] === 0;
      const fb = --left[b] === 0;
      if (fa) finish(a, 1);
      if (fb) finish(b, 1);
      const fair = !(fa && done[a] > D) && !(fb && done[b] > D);
      const completed = !fair || rec(i + 1);
      if (fa) finish(a, -1);
      if (fb) finish(b, -1);
      left[a]++;
      left[b]++;
      load[t]--;
      occ[a * T + t] = 0;
      occ[b * T + t] = 0;
      slot[m] = NONE;
      if (!completed) return false;
    }
    return true;
  };
  return rec(0);
}

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
      elapsedMs: performance.now() - started,
    };
  };
  if (proofs.infeasible.length) return result('infeasible', null, proofs.lowerBound, proofs.infeasible);
  const out: Search = { best: null, bestBreaks: Number.POSITIVE_INFINITY, workLeft: 0 };
  let lowerBound = proofs.lowerBound;
  // Work budget: WORK_PER_MS meeting moves per ms; the wall clock only as a far guard.
  out.workLeft = Math.round(budget * WORK_PER_MS);
  const deadline = started + budget * (tuning.wallGuard ?? WALL_GUARD);
  // Small instances: exact. Larger ones: annealing first, then a bounded exhaustive try on its result.
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
  for (let round = 0; out.workLeft > 0 && performance.now() < deadline && out.bestBreaks > lowerBound; round++) {
    anneal(model, D, lowerBound, deadline, (options.seed ?? 1) + round * 7919, out);
  }
  const satMs = options.satMs ?? 0;
  if (satMs > 0 && out.bestBreaks > lowerBound) {
    const sat = satStage(model, D, proofs.personBound, lowerBound, out.best, out.bestBreaks, satMs);
    if (sat.best && sat.bestBreaks < out.bestBreaks) {
      out.best = sat.best;
      out.bestBreaks = sat.bestBreaks;
    }
    if (sat.lowerBound === Number.POSITIVE_INFINITY && !out.best) {
      return result('infeasible', null, lowerBound, [
        { meeting: -1, reason: 'the exact search proved that no plan exists' },
      ]);
    }
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
  const { T, ma, mb, cap } = model;
  const who = (m: number) => `${names[ma[m]]}-${names[mb[m]]}`;
  for (let m = 0; m < model.M; m++) {
    const s = st.slot[m];
    let why = '';
    if (st.occ[ma[m] * T + s] > 1) why = `${names[ma[m]]} has another meeting at slot ${s}`;
    else if (st.occ[mb[m] * T + s] > 1) why = `${names[mb[m]]} has another meeting at slot ${s}`;
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
