// Proofs about a compiled instance before any search: what makes it infeasible, and a lower bound
// on the breaks from each person alone. A person's meetings must take distinct allowed slots; the
// fewest blocks of consecutive slots that can hold all of them (checked by bipartite matching
// against every union of r separated intervals of the right total length, r = 1, 2, ...) minus one
// is a lower bound on that person's breaks in any plan, and the sum over people bounds the total.
import { type Model, peopleOf } from './model.ts';
import type { PlacementReason } from './types.ts';

/** Largest matching of `meetings` into distinct slots of `open` (1 = usable), by augmenting paths. */
export function matchInto(model: Model, meetings: number[], open: Uint8Array, capOf?: Int32Array): number {
  const { T, allowed } = model;
  // Slots may take several meetings when capOf is given (tables); else one each.
  const holders: number[][] = Array.from({ length: T }, () => []);
  let size = 0;
  for (const m of meetings) {
    const seen = new Uint8Array(T);
    const augment = (x: number): boolean => {
      for (const t of allowed[x]) {
        if (!open[t] || seen[t]) continue;
        seen[t] = 1;
        const limit = capOf ? capOf[t] : 1;
        if (holders[t].length < limit) {
          holders[t].push(x);
          return true;
        }
        for (let k = 0; k < holders[t].length; k++) {
          if (augment(holders[t][k])) {
            holders[t][k] = x;
            return true;
          }
        }
      }
      return false;
    };
    if (augment(m)) size++;
  }
  return size;
}

/**
 * Fewest blocks of consecutive slots that can hold all of person p's meetings (each in a distinct
 * allowed slot), trying up to `maxBlocks` blocks; `maxBlocks + 1` means "more than that", and
 * Infinity that the meetings do not fit at all.
 */
export function minBlocks(model: Model, p: number, maxBlocks: number): number {
  const { T, allowed } = model;
  const mine = model.pm[p];
  const k = mine.length;
  if (k <= 1) return k;
  const usable = new Uint8Array(T);
  for (const m of mine) for (const t of allowed[m]) usable[t] = 1;
  if (matchInto(model, mine, usable) < k) return Number.POSITIVE_INFINITY;
  const open = new Uint8Array(T);
  // Places r separated intervals of usable slots, total length `left`, from slot `from` on.
  const place = (from: number, r: number, left: number): boolean => {
    if (r === 0) return left === 0 && matchInto(model, mine, open) === k;
    for (let s = from; s < T; s++) {
      if (!usable[s]) continue;
      for (let len = 1; len <= left - (r - 1) && s + len <= T; len++) {
        if (!usable[s + len - 1]) break;
        if (r === 1 && len !== left) continue;
        for (let t = s; t < s + len; t++) open[t] = 1;
        const ok = place(s + len + 1, r - 1, left - len);
        for (let t = s; t < s + len; t++) open[t] = 0;
        if (ok) return true;
      }
    }
    return false;
  };
  for (let r = 1; r <= maxBlocks; r++) if (place(0, r, k)) return r;
  return maxBlocks + 1;
}

export interface Proofs {
  /** Reasons that prove the instance infeasible; empty when none was found. */
  infeasible: PlacementReason[];
  /** A lower bound on each person's breaks. */
  personBound: Int32Array;
  lowerBound: number;
}

export function prove(model: Model, maxBreaks: number, names: string[]): Proofs {
  const { P, M, T, allowed } = model;
  const infeasible: PlacementReason[] = [];
  for (let m = 0; m < M; m++) {
    const who = peopleOf(model, m);
    if (new Set(who).size < who.length) infeasible.push({ meeting: m, reason: 'a person cannot meet themself' });
    else if (allowed[m].length === 0) {
      infeasible.push({ meeting: m, reason: 'no slot is allowed for it and free for both people' });
    }
  }
  // Precedences: cut each meeting's slots to after its earliest predecessor and before its latest successor.
  const lo = new Int32Array(M);
  const hi = new Int32Array(M);
  for (let m = 0; m < M; m++) {
    lo[m] = allowed[m].length ? allowed[m][0] : T;
    hi[m] = allowed[m].length ? allowed[m][allowed[m].length - 1] : -1;
  }
  for (let round = 0, changed = true; changed && round <= M + 1; round++) {
    changed = false;
    for (const [u, v] of model.prec) {
      const nlo = allowed[v].find((t) => t > lo[u]) ?? T;
      if (nlo > lo[v]) {
        lo[v] = nlo;
        changed = true;
      }
      const nhi = [...allowed[u]].reverse().find((t) => t < hi[v]) ?? -1;
      if (nhi < hi[u]) {
        hi[u] = nhi;
        changed = true;
      }
    }
  }
  for (let m = 0; m < M; m++) {
    if (allowed[m].length && lo[m] > hi[m]) {
      infeasible.push({ meeting: m, reason: 'its precedences leave no allowed slot' });
    }
  }
  if (infeasible.length === 0 && model.prec.length) {
    // Keep only slots within the precedence window (the solver then never tries the others).
    for (let m = 0; m < M; m++) allowed[m] = allowed[m].filter((t) => t >= lo[m] && t <= hi[m]);
  }
  const all = Array.from({ length: M }, (_, m) => m);
  const everySlot = new Uint8Array(T).fill(1);
  if (infeasible.length === 0) {
    const placed = matchInto(model, all, everySlot, model.cap);
    if (placed < M) {
      infeasible.push({ meeting: -1, reason: `the tables hold at most ${placed} of the ${M} meetings in their slots` });
    }
  }
  const personBound = new Int32Array(P);
  let lowerBound = 0;
  const maxBlocks = Number.isFinite(maxBreaks) ? maxBreaks + 1 : 4;
  for (let p = 0; p < P; p++) {
    const blocks = minBlocks(model, p, maxBlocks);
    if (blocks === Number.POSITIVE_INFINITY) {
      for (const m of model.pm[p]) {
        infeasible.push({ meeting: m, reason: `${names[p]}'s meetings do not fit in distinct allowed slots` });
      }
      continue;
    }
    if (blocks > maxBlocks && Number.isFinite(maxBreaks)) {
      for (const m of model.pm[p]) {
        infeasible.push({ meeting: m, reason: `${names[p]} needs more than ${maxBreaks} breaks whatever the plan` });
      }
    }
    personBound[p] = Math.max(0, blocks - 1);
    lowerBound += personBound[p];
  }
  return { infeasible, personBound, lowerBound };
}
