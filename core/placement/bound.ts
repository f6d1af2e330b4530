// Proofs about a compiled instance before any search: what makes it infeasible, and a lower bound
// on the breaks from each person alone. A person's meetings must take distinct allowed slots; the
// fewest blocks of consecutive slots that can hold all of them (checked by bipartite matching
// against every union of r separated intervals of the right total length, r = 1, 2, ...) minus one
// is a lower bound on that person's breaks in any plan, and the sum over people bounds the total.

import { explainModel } from './infeasibility/explain.ts';
import { placementReasons } from './infeasibility/sentence.ts';
import type { InfeasibilityReason } from './infeasibility.ts';
import type { Model } from './model.ts';
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
  /** Reasons that prove the instance infeasible (docs/decisions/037); empty when none was found. */
  infeasibility: InfeasibilityReason[];
  /** The same reasons as sentences. */
  infeasible: PlacementReason[];
  /** A lower bound on each person's breaks. */
  personBound: Int32Array;
  lowerBound: number;
}

/**
 * The reasons why no plan exists (explain.ts: fixed slots, precedences, matchings), else the
 * per-person bound and the fairness reasons it proves. Cuts the model's allowed slots to the
 * precedence windows when it finds no reason. `withBound` false skips the bound unless needed.
 */
export function prove(model: Model, maxBreaks: number, names: string[], withBound = true): Proofs {
  const { P } = model;
  const explained = explainModel(model);
  const infeasibility = explained.reasons;
  // The solver never tries slots outside the precedence windows.
  if (infeasibility.length === 0) model.allowed = explained.windows;
  const personBound = new Int32Array(P);
  let lowerBound = 0;
  const proved = infeasibility.length > 0;
  if (withBound || (!proved && Number.isFinite(maxBreaks))) {
    const maxBlocks = Number.isFinite(maxBreaks) ? maxBreaks + 1 : 4;
    for (let p = 0; p < P; p++) {
      const blocks = minBlocks(model, p, maxBlocks);
      // Only where a reason above already proved that no plan exists (their meetings do not fit).
      if (blocks === Number.POSITIVE_INFINITY) continue;
      if (blocks > maxBlocks && Number.isFinite(maxBreaks) && !proved) {
        infeasibility.push({
          code: 'fairness_unreachable',
          people: [names[p]],
          meetings: model.pm[p],
          slots: [],
          counts: { breaks: maxBreaks },
        });
      }
      personBound[p] = Math.max(0, blocks - 1);
      lowerBound += personBound[p];
    }
  }
  return { infeasibility, infeasible: placementReasons(infeasibility), personBound, lowerBound };
}
