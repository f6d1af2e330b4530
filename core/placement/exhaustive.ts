// Exact placement for small instances (docs/decisions/020).
import { breaksOfRow } from '../rules/breaks.ts';
import type { Search } from './anneal.ts';
import type { Model } from './model.ts';
import { NONE } from './state.ts';

/**
 * Exhaustive branch and bound for small instances: tries every slot of every meeting (fewest
 * choices first), pruning by clashes, tables, precedences, and finished people's breaks plus the
 * others' bounds. Returns true when it finished (then `out` holds the optimum, or null: infeasible).
 */
export function exhaustive(model: Model, D: number, personBound: Int32Array, nodeLimit: number, out: Search): boolean {
  const { P, M, T, allowed, cap, ma, mb, mc } = model;
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
  const finish = (p: number, sign: 1 | -1) => {
    if (sign === 1) {
      done[p] = breaksOfRow(occ, p * T, T);
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
    // A meeting of two counts its second person twice (same slot, same finish): no branch below.
    const c = mc[m] < 0 ? b : mc[m];
    const three = c !== b;
    for (const t of allowed[m]) {
      if (occ[a * T + t] || occ[b * T + t] || occ[c * T + t] || load[t] >= cap[t]) continue;
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
      occ[c * T + t] = 1;
      load[t]++;
      const fa = --left[a] === 0;
      const fb = --left[b] === 0;
      const fc = three && --left[c] === 0;
      if (fa) finish(a, 1);
      if (fb) finish(b, 1);
      if (fc) finish(c, 1);
      const fair = !(fa && done[a] > D) && !(fb && done[b] > D) && !(fc && done[c] > D);
      const completed = !fair || rec(i + 1);
      if (fa) finish(a, -1);
      if (fb) finish(b, -1);
      if (fc) finish(c, -1);
      left[a]++;
      left[b]++;
      if (three) left[c]++;
      load[t]--;
      occ[a * T + t] = 0;
      occ[b * T + t] = 0;
      occ[c * T + t] = 0;
      slot[m] = NONE;
      if (!completed) return false;
    }
    return true;
  };
  return rec(0);
}
