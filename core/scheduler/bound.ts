// An upper bound on the weight any schedule of new meetings can reach, and the pairs that reach it.
// Relaxation: forget when meetings happen, keep only how many each person can still have (free
// slots within daily limits, counting only slots some wish of theirs could use) and which pairs
// have a possible slot at all: a maximum-weight
// b-matching (flow.ts). Interpreters enter by Lagrange multipliers: a meeting that needs one is
// charged the smallest multiplier among the interpreters who could serve it, and each
// interpreter's multiplier times their free slots is added back. By weak duality every choice of
// multipliers >= 0 gives a valid bound; we search for small ones and keep the smallest bound.
import { maxWeightBMatching } from './flow.ts';
import type { Model } from './model.ts';
import type { Snapshot } from './reasons.ts';

/** Meetings person p can still have: usable slots per day, each day at most its remaining limit. */
export function capacity(m: Model, snap: Snapshot, p: number): number {
  let total = 0;
  for (let d = 0; d < m.D; d++) {
    let free = 0;
    for (let t = d * m.S; t < (d + 1) * m.S; t++) free += snap.usable[p * m.T + t];
    total += Math.min(free, Math.max(0, m.L - m.dayCnt[p * m.D + d]));
  }
  return total;
}

/** Multipliers live on a 1/1024 grid, so with integer weights all flow arithmetic is exact. */
const grid = (x: number) => Math.max(0, Math.round(x * 1024) / 1024);

/** The relaxation of one model: solve it for given interpreter multipliers, keep the best bound. */
export class Relaxation {
  bound = Number.POSITIVE_INFINITY;
  /** The wishes (1 = chosen) of the relaxed optimum with the best bound so far. */
  chosen: Uint8Array;
  private edges: number[] = [];
  private el: Int32Array;
  private er: Int32Array;
  private capL: number[] = [];
  private capR: number[] = [];
  /** Interpreters who could serve some wish, their capacities and multipliers (by person). */
  private interps: number[];
  private capI: Int32Array;
  private lambda: Float64Array;
  /** The bound of the latest solve. */
  private last = 0;

  private m: Model;

  constructor(m: Model, snap: Snapshot) {
    this.m = m;
    const side = new Int32Array(m.ids.length).fill(-1);
    const served = new Set<number>();
    for (let e = 0; e < m.nW; e++) {
      if (snap.pairSlots[e] === 0) continue;
      this.edges.push(e);
      for (const [p, caps] of [
        [m.wb[e], this.capL],
        [m.ws[e], this.capR],
      ] as const) {
        if (side[p] < 0) {
          side[p] = caps.length;
          caps.push(capacity(m, snap, p));
        }
      }
      if (m.wg[e] >= 0) for (const i of m.groups[m.wg[e]]) served.add(i);
    }
    this.el = Int32Array.from(this.edges, (e) => side[m.wb[e]]);
    this.er = Int32Array.from(this.edges, (e) => side[m.ws[e]]);
    this.interps = [...served];
    this.capI = new Int32Array(m.ids.length);
    this.lambda = new Float64Array(m.ids.length);
    for (const i of this.interps) this.capI[i] = capacity(m, snap, i);
    this.chosen = new Uint8Array(m.nW);
  }

  /** Solves with the current multipliers; returns each interpreter's share of the chosen meetings. */
  private solve(): Map<number, number> {
    const { m, edges } = this;
    const keep: number[] = [];
    const pen: number[] = [];
    const charged: number[] = [];
    for (let k = 0; k < edges.length; k++) {
      const e = edges[k];
      let p = 0;
      let who = -1;
      if (m.wg[e] >= 0) {
        p = Number.POSITIVE_INFINITY;
        for (const i of m.groups[m.wg[e]]) {
          const l = this.lambda[i];
          if (l < p) {
            p = l;
            who = i;
          }
        }
      }
      if (m.ww[e] - p > 0) {
        keep.push(k);
        pen.push(p);
        charged.push(who);
      }
    }
    const r = maxWeightBMatching({
      capL: this.capL,
      capR: this.capR,
      el: Int32Array.from(keep, (k) => this.el[k]),
      er: Int32Array.from(keep, (k) => this.er[k]),
      ew: Float64Array.from(keep, (k, j) => m.ww[edges[k]] - pen[j]),
    });
    let bound = r.weight;
    for (const i of this.interps) bound += this.lambda[i] * this.capI[i];
    // Each chosen meeting that needs an interpreter goes to the cheapest one, the least used among equals.
    const used = new Map<number, number>();
    const chosen = new Uint8Array(m.nW);
    keep.forEach((k, j) => {
      if (!r.chosen[j]) return;
      const e = edges[k];
      chosen[e] = 1;
      if (charged[j] < 0) return;
      let who = charged[j];
      for (const i of m.groups[m.wg[e]]) {
        const spare = this.capI[i] - (used.get(i) ?? 0);
        if (this.lambda[i] === pen[j] && spare > this.capI[who] - (used.get(who) ?? 0)) who = i;
      }
      used.set(who, (used.get(who) ?? 0) + 1);
    });
    if (bound < this.bound) {
      this.bound = bound;
      this.chosen = chosen;
    }
    this.last = bound;
    return used;
  }

  /** One multiplier for all interpreters, by bisection on the pool's subgradient. */
  poolSearch(steps: number): void {
    const setAll = (l: number) => {
      for (const i of this.interps) this.lambda[i] = grid(l);
    };
    const poolCap = this.interps.reduce((s, i) => s + this.capI[i], 0);
    const over = (used: Map<number, number>) => [...used.values()].reduce((s, n) => s + n, 0) > poolCap;
    const needing = this.edges.reduce((n, e) => n + (this.m.wg[e] >= 0 ? 1 : 0), 0);
    // When every wish needing an interpreter fits in the pool, the pool never binds: lambda 0.
    if (needing <= poolCap) {
      this.solve();
      return;
    }
    let lo = 0;
    let hi = 0;
    for (const e of this.edges) hi = Math.max(hi, this.m.ww[e]);
    let best = hi;
    for (let step = 0; step < steps; step++) {
      const mid = (lo + hi) / 2;
      setAll(mid);
      const before = this.bound;
      if (over(this.solve())) lo = mid;
      else hi = mid;
      if (this.bound < before) best = mid;
    }
    // Refinement starts from the best multiplier found.
    setAll(best);
  }

  /** Up to maxIter subgradient steps on per-interpreter multipliers (Polyak steps toward `lower`). */
  refine(lower: number, maxIter: number, deadline: number): void {
    if (this.interps.length < 2) return;
    let theta = 1;
    let best = this.bound;
    let stale = 0;
    for (let it = 0; it < maxIter && performance.now() < deadline && this.bound - lower > 1e-6; it++) {
      const used = this.solve();
      if (this.last < best - 1e-9) {
        best = this.last;
        stale = 0;
      } else if (++stale >= 3) {
        theta /= 2;
        stale = 0;
      }
      let norm = 0;
      const g = this.interps.map((i) => this.capI[i] - (used.get(i) ?? 0));
      for (const x of g) norm += x * x;
      if (norm === 0) return;
      const step = (theta * (this.last - lower)) / norm;
      this.interps.forEach((i, k) => {
        this.lambda[i] = grid(this.lambda[i] - step * g[k]);
      });
    }
  }
}
