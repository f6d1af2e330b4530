// Putting one wish into the schedule: a slot both sides have free, or else a Kempe-chain swap
// (the classic bipartite edge-colouring step): free slot a at the buyer and slot b at the seller;
// swap a and b along the path of meetings coloured a, b, a, ... that starts at the seller, after
// which a is free at both. Meetings that cannot move (kept ones, blocks) stop the chain.
import { canPlace, FIXED, FREE, freeInterpreter, type Model, personFree, place, undoTo, unplace } from './model.ts';

/** Longest chain (in meetings) worth trying; longer ones are rare and slow. */
const MAX_CHAIN = 64;
/** Colour pairs tried per side before giving up on a wish. */
const MAX_PAIRS = 150;

/**
 * Places wish e at the first slot where it fits as things stand, trying first the day on which its
 * two people have the fewest meetings so far (that spreads each person's meetings over the days);
 * false when there is none.
 */
export function placeDirect(m: Model, e: number): boolean {
  const { D, S, dayCnt } = m;
  const b = m.wb[e] * D;
  const s = m.ws[e] * D;
  const days = Array.from({ length: D }, (_, d) => d);
  if (D > 1) days.sort((x, y) => dayCnt[b + x] + dayCnt[s + x] - dayCnt[b + y] - dayCnt[s + y] || x - y);
  for (const d of days) {
    for (let t = d * S; t < (d + 1) * S; t++) {
      if (canPlace(m, e, t)) {
        place(m, e, t);
        return true;
      }
    }
  }
  return false;
}

/** Places wish e directly or by one Kempe-chain swap; the schedule is unchanged when it fails. */
export function insert(m: Model, e: number): boolean {
  if (placeDirect(m, e)) return true;
  return kempe(m, e, m.ws[e], m.wb[e]) || kempe(m, e, m.wb[e], m.ws[e]);
}

/** Tries chains that start at `start` (slot a taken there, free at `other`; slot b free at `start`). */
function kempe(m: Model, e: number, start: number, other: number): boolean {
  const { T, occ } = m;
  const bs: number[] = [];
  for (let b = 0; b < T; b++) if (personFree(m, start, b)) bs.push(b);
  if (bs.length === 0) return false;
  let tries = 0;
  for (let a = 0; a < T; a++) {
    if (!personFree(m, other, a) || occ[start * T + a] < 0) continue;
    // The wish will need an interpreter at a; none free there now makes success unlikely.
    if (m.wg[e] >= 0 && freeInterpreter(m, e, a) < 0) continue;
    for (const b of bs) {
      if (b === a) continue;
      if (swapAndPlace(m, e, start, a, b)) return true;
      if (++tries >= MAX_PAIRS) return false;
    }
  }
  return false;
}

function swapAndPlace(m: Model, e: number, start: number, a: number, b: number): boolean {
  const chain = collectChain(m, start, a, b);
  if (!chain) return false;
  const mark = m.journal.length;
  const from = chain.map((f) => m.slotOf[f]);
  const interp = chain.map((f) => m.interpOf[f]);
  for (const f of chain) unplace(m, f);
  for (let k = 0; k < chain.length; k++) {
    const to = from[k] === a ? b : a;
    if (!canPlace(m, chain[k], to)) {
      undoTo(m, mark);
      return false;
    }
    // Keep the meeting's interpreter when they are free at the new slot.
    const i = interp[k];
    place(m, chain[k], to, i >= 0 && personFree(m, i, to) ? i : freeInterpreter(m, chain[k], to));
  }
  if (canPlace(m, e, a)) {
    place(m, e, a);
    return true;
  }
  undoTo(m, mark);
  return false;
}

/** The meetings on the a/b path from `start`, or null when a fixed slot or the length limit stops it. */
function collectChain(m: Model, start: number, a: number, b: number): number[] | null {
  const { T, occ, wb, ws } = m;
  const chain: number[] = [];
  let cur = start;
  let c = a;
  for (;;) {
    const f = occ[cur * T + c];
    if (f === FREE) return chain;
    if (f === FIXED || chain.length >= MAX_CHAIN || chain.includes(f)) return null;
    chain.push(f);
    cur = wb[f] === cur ? ws[f] : wb[f];
    c = c === a ? b : a;
  }
}
