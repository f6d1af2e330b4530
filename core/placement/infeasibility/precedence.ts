// Reasons from the precedences: a cycle (no order of slots can follow it), and a chain whose
// meetings cannot take increasing slots among those allowed to each. Without either, each meeting
// gets its window [earliest, latest] that the matchings and the solver then use (docs/decisions/037).
import type { InfeasibilityReason } from '../infeasibility.ts';
import type { Model } from '../model.ts';

/** At most this many reasons of one kind: the organiser needs a few to act on, not every one. */
const MAX_PER_KIND = 20;

export interface PrecedenceWindows {
  reasons: InfeasibilityReason[];
  /** Each meeting's earliest and latest slot under the precedences (valid when no reason). */
  lo: Int32Array;
  hi: Int32Array;
}

/** The cycles of the precedence graph, one per back edge of a depth-first search, each as a list of meetings. */
function cycles(M: number, next: number[][]): number[][] {
  const colour = new Uint8Array(M); // 0 unseen, 1 on the path, 2 done
  const found: number[][] = [];
  for (let root = 0; root < M && found.length < MAX_PER_KIND; root++) {
    if (colour[root]) continue;
    const path = [root];
    const edge = [0];
    colour[root] = 1;
    while (path.length) {
      const u = path[path.length - 1];
      const k = edge[edge.length - 1]++;
      if (k >= next[u].length) {
        colour[u] = 2;
        path.pop();
        edge.pop();
        continue;
      }
      const v = next[u][k];
      if (colour[v] === 1) {
        if (found.length < MAX_PER_KIND) found.push(path.slice(path.indexOf(v)));
      } else if (colour[v] === 0) {
        colour[v] = 1;
        path.push(v);
        edge.push(0);
      }
    }
  }
  return found;
}

/** Reasons from the precedences of `model` (its allowed slots as compiled), and the windows they leave. */
export function precedenceReasons(model: Model): PrecedenceWindows {
  const { M, T, allowed, prec } = model;
  const lo = new Int32Array(M);
  const hi = new Int32Array(M);
  for (let m = 0; m < M; m++) {
    lo[m] = allowed[m].length ? allowed[m][0] : T;
    hi[m] = allowed[m].length ? allowed[m][allowed[m].length - 1] : -1;
  }
  if (prec.length === 0) return { reasons: [], lo, hi };
  const next: number[][] = Array.from({ length: M }, () => []);
  const before: number[][] = Array.from({ length: M }, () => []);
  for (const [u, v] of prec) {
    next[u].push(v);
    before[v].push(u);
  }
  const loops = cycles(M, next);
  if (loops.length) {
    return {
      reasons: loops.map((c) => ({
        code: 'precedence_cycle',
        people: [],
        meetings: c,
        slots: [],
        counts: { meetings: c.length },
      })),
      lo,
      hi,
    };
  }
  // Topological order (Kahn), then each meeting's earliest allowed slot after all its predecessors'.
  const indegree = new Int32Array(M);
  for (const [, v] of prec) indegree[v]++;
  const order: number[] = [];
  for (let m = 0; m < M; m++) if (indegree[m] === 0) order.push(m);
  for (let i = 0; i < order.length; i++) {
    for (const v of next[order[i]]) if (--indegree[v] === 0) order.push(v);
  }
  // The predecessor that pushed each meeting's earliest slot, to name the chain behind a failure.
  const from = new Int32Array(M).fill(-1);
  const failed = new Uint8Array(M);
  const reasons: InfeasibilityReason[] = [];
  for (const m of order) {
    let after = -1;
    for (const u of before[m]) {
      if (failed[u]) failed[m] = 2; // failed because a predecessor did: not a chain of its own
      if (lo[u] > after) {
        after = lo[u];
        from[m] = u;
      }
    }
    if (failed[m]) continue;
    const first = allowed[m].find((t) => t > after);
    if (first !== undefined) {
      lo[m] = first;
      continue;
    }
    failed[m] = 1;
    lo[m] = T;
    if (reasons.length >= MAX_PER_KIND) continue;
    const chain = [m];
    for (let x = from[m]; x >= 0; x = from[x]) chain.unshift(x);
    const slots = [...new Set(chain.flatMap((x) => allowed[x]))].sort((x, y) => x - y);
    reasons.push({
      code: 'precedence_chain_too_long',
      people: [],
      meetings: chain,
      slots,
      counts: { meetings: chain.length, slots: slots.length },
    });
  }
  if (reasons.length) return { reasons, lo, hi };
  // Every meeting has its earliest slot, so the latest ones exist too (the earliest form a plan of the precedences).
  for (let i = order.length - 1; i >= 0; i--) {
    const m = order[i];
    let until = T;
    for (const v of next[m]) until = Math.min(until, hi[v]);
    hi[m] = [...allowed[m]].reverse().find((t) => t < until) ?? -1;
  }
  return { reasons, lo, hi };
}
