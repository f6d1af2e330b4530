// Local search after the first placement: an unmet wish may take a slot from lighter meetings
// (of its buyer, its seller, an interpreter it needs, or a day that is full) when those meetings
// can move elsewhere or weigh less in total. Every try is undone through the model's journal
// unless it adds weight, so the schedule stays valid at every step.
import { canPlace, FIXED, FREE, type Model, place, undoTo, unplace } from './model.ts';
import { insert } from './place.ts';

const EPS = 1e-9;

/** Tries to bring each unmet wish of `order` in, heaviest first; stops early only at the deadline. */
export function improve(m: Model, order: number[], deadline: number): void {
  for (const e of order) {
    if (m.slotOf[e] >= 0) continue;
    if (performance.now() > deadline) return;
    // These wishes already failed a plain insert; only evictions can bring them in now.
    swapIn(m, e);
  }
}

/** Puts wish e at the slot where evicting lighter meetings gains the most; false when none gains. */
export function swapIn(m: Model, e: number): boolean {
  let bestGain = EPS;
  let bestT = -1;
  const { T, occ, ww } = m;
  const b = m.wb[e];
  const s = m.ws[e];
  for (let t = 0; t < T; t++) {
    // Cheap test first: what the buyer and seller hold at t must be movable and lighter than e.
    const ob = occ[b * T + t];
    const os = occ[s * T + t];
    if (ob === FIXED || os === FIXED) continue;
    if ((ob >= 0 ? ww[ob] : 0) + (os >= 0 && os !== ob ? ww[os] : 0) >= ww[e]) continue;
    const mark = m.journal.length;
    const gain = tryAt(m, e, t);
    undoTo(m, mark);
    if (gain > bestGain) {
      bestGain = gain;
      bestT = t;
      if (gain >= ww[e] - EPS) break; // nobody lost: cannot do better
    }
  }
  if (bestT < 0) return false;
  tryAt(m, e, bestT);
  return true;
}

/** Evicts what stands in e's way at slot t, places e, re-inserts the evicted; returns the gain. */
function tryAt(m: Model, e: number, t: number): number {
  const { T, D, S, occ, ww } = m;
  const d = (t / S) | 0;
  const evicted: number[] = [];
  for (const p of [m.wb[e], m.ws[e]]) {
    const o = occ[p * T + t];
    if (o === FIXED) return 0;
    if (o >= 0 && !evict(m, e, o, evicted)) return 0;
    if (m.dayCnt[p * D + d] >= m.L && !evict(m, e, lightestOnDay(m, p, d), evicted)) return 0;
  }
  if (!canPlace(m, e, t)) {
    // Only an interpreter is missing: free the lightest meeting of one who could serve.
    let pick = -1;
    for (const i of m.groups[m.wg[e]] ?? []) {
      const o = occ[i * T + t];
      if (o >= 0 && (pick < 0 || ww[o] < ww[pick])) pick = o;
    }
    if (!evict(m, e, pick, evicted) || !canPlace(m, e, t)) return 0;
  }
  place(m, e, t);
  evicted.sort((x, y) => ww[y] - ww[x]);
  let lost = 0;
  for (const f of evicted) if (!insert(m, f)) lost += ww[f];
  return ww[e] - lost;
}

/** Takes meeting f out for wish e; false when there is none or the evicted would outweigh e. */
function evict(m: Model, e: number, f: number, evicted: number[]): boolean {
  if (f < 0) return false;
  let lost = m.ww[f];
  for (const x of evicted) lost += m.ww[x];
  if (lost >= m.ww[e]) return false;
  evicted.push(f);
  unplace(m, f);
  return true;
}

/** The lightest new meeting of person p on day d, or -1. */
function lightestOnDay(m: Model, p: number, d: number): number {
  let pick = -1;
  for (let t = d * m.S; t < (d + 1) * m.S; t++) {
    const o = m.occ[p * m.T + t];
    if (o !== FREE && o !== FIXED && (pick < 0 || m.ww[o] < m.ww[pick])) pick = o;
  }
  return pick;
}
