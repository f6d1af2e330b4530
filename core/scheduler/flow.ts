// Maximum-weight bipartite b-matching by min-cost flow, primal-dual: each phase finds shortest
// paths (Dijkstra on reduced costs) and then a maximum flow (Dinic) over the zero-reduced-cost
// edges, until no path of negative cost remains. With the small integer weights of wishes
// (1..6) a path costs -6..-1, so there are only a handful of phases even at 60,000 wishes.

/** A bipartite b-matching problem: left and right capacities, and weighted edges (weight > 0). */
export interface BMatchingProblem {
  capL: ArrayLike<number>;
  capR: ArrayLike<number>;
  el: ArrayLike<number>;
  er: ArrayLike<number>;
  ew: ArrayLike<number>;
}

/** Chosen edges (1 = in the matching) and their total weight. */
export interface BMatching {
  chosen: Uint8Array;
  weight: number;
}

const EPS = 1e-9;

/** Solves the b-matching exactly (up to floating-point tolerance for non-integer weights). */
export function maxWeightBMatching(p: BMatchingProblem): BMatching {
  const nL = p.capL.length;
  const nR = p.capR.length;
  const nE = p.el.length;
  const N = nL + nR + 2;
  const S = nL + nR;
  const Tn = S + 1;
  const M = 2 * (nL + nR + nE);
  const to = new Int32Array(M);
  const next = new Int32Array(M);
  const cap = new Int32Array(M);
  const cost = new Float64Array(M);
  const head = new Int32Array(N).fill(-1);
  let k = 0;
  const arc = (u: number, v: number, c: number, w: number) => {
    to[k] = v;
    cap[k] = c;
    cost[k] = w;
    next[k] = head[u];
    head[u] = k++;
    to[k] = u;
    cap[k] = 0;
    cost[k] = -w;
    next[k] = head[v];
    head[v] = k++;
  };
  const edgeArc = new Int32Array(nE);
  for (let e = 0; e < nE; e++) {
    edgeArc[e] = k;
    arc(p.el[e], nL + p.er[e], 1, -p.ew[e]);
  }
  for (let l = 0; l < nL; l++) if (p.capL[l] > 0) arc(S, l, p.capL[l], 0);
  for (let r = 0; r < nR; r++) if (p.capR[r] > 0) arc(nL + r, Tn, p.capR[r], 0);

  // Start potentials: shortest distances of the acyclic start graph, so reduced costs are >= 0.
  const pi = new Float64Array(N);
  for (let e = 0; e < nE; e++) pi[nL + p.er[e]] = Math.min(pi[nL + p.er[e]], -p.ew[e]);
  for (let r = 0; r < nR; r++) pi[Tn] = Math.min(pi[Tn], pi[nL + r]);

  const dist = new Float64Array(N);
  const heap = new MinHeap(M + N);
  const level = new Int32Array(N);
  const iter = new Int32Array(N);
  const queue = new Int32Array(N);
  const stack = new Int32Array(N);
  const admissible = (a: number, u: number) => cap[a] > 0 && Math.abs(cost[a] + pi[u] - pi[to[a]]) <= EPS;

  for (;;) {
    dist.fill(Number.POSITIVE_INFINITY);
    dist[S] = 0;
    heap.clear();
    heap.push(S, 0);
    while (heap.size > 0) {
      const d = heap.topKey();
      const u = heap.pop();
      if (d > dist[u]) continue;
      for (let a = head[u]; a >= 0; a = next[a]) {
        if (cap[a] <= 0) continue;
        const v = to[a];
        const nd = d + Math.max(0, cost[a] + pi[u] - pi[v]);
        if (nd < dist[v] - EPS) {
          dist[v] = nd;
          heap.push(v, nd);
        }
      }
    }
    if (!Number.isFinite(dist[Tn])) break;
    const cap2 = dist[Tn];
    for (let v = 0; v < N; v++) pi[v] += Math.min(dist[v], cap2);
    // A path now costs pi[Tn] - pi[S]; stop once it would not add weight.
    if (pi[Tn] - pi[S] >= -EPS) break;

    // Dinic over admissible arcs.
    for (;;) {
      level.fill(-1);
      level[S] = 0;
      let qh = 0;
      let qt = 0;
      queue[qt++] = S;
      while (qh < qt) {
        const u = queue[qh++];
        for (let a = head[u]; a >= 0; a = next[a]) {
          const v = to[a];
          if (level[v] < 0 && admissible(a, u)) {
            level[v] = level[u] + 1;
            queue[qt++] = v;
          }
        }
      }
      if (level[Tn] < 0) break;
      for (let v = 0; v < N; v++) iter[v] = head[v];
      // Iterative DFS: stack holds the arcs of the current path from S.
      for (;;) {
        let depth = 0;
        let u = S;
        let found = false;
        while (true) {
          if (u === Tn) {
            found = true;
            break;
          }
          let a = iter[u];
          while (a >= 0 && !(level[to[a]] === level[u] + 1 && admissible(a, u))) a = next[a];
          iter[u] = a;
          if (a < 0) {
            if (depth === 0) break;
            level[u] = -1; // dead end: never enter again this round
            depth--;
            u = to[stack[depth] ^ 1];
            iter[u] = next[iter[u]];
            continue;
          }
          stack[depth++] = a;
          u = to[a];
        }
        if (!found) break;
        let f = Number.MAX_SAFE_INTEGER;
        for (let i = 0; i < depth; i++) f = Math.min(f, cap[stack[i]]);
        for (let i = 0; i < depth; i++) {
          cap[stack[i]] -= f;
          cap[stack[i] ^ 1] += f;
        }
      }
    }
  }

  const chosen = new Uint8Array(nE);
  let weight = 0;
  for (let e = 0; e < nE; e++) {
    if (cap[edgeArc[e]] === 0) {
      chosen[e] = 1;
      weight += p.ew[e];
    }
  }
  return { chosen, weight };
}

/** A binary min-heap of (node, key) entries with lazy deletion. */
class MinHeap {
  private nodes: Int32Array;
  private keys: Float64Array;
  size = 0;
  constructor(capacity: number) {
    this.nodes = new Int32Array(capacity + 1);
    this.keys = new Float64Array(capacity + 1);
  }
  clear() {
    this.size = 0;
  }
  topKey() {
    return this.keys[0];
  }
  push(node: number, key: number) {
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.nodes[i] = this.nodes[parent];
      this.keys[i] = this.keys[parent];
      i = parent;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
  }
  pop(): number {
    const top = this.nodes[0];
    const n = --this.size;
    const node = this.nodes[n];
    const key = this.keys[n];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && this.keys[c + 1] < this.keys[c]) c++;
      if (this.keys[c] >= key) break;
      this.nodes[i] = this.nodes[c];
      this.keys[i] = this.keys[c];
      i = c;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
    return top;
  }
}
