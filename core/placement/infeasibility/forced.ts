// A meeting squeezed out by meetings that have only one slot: a meeting with a single slot left
// takes it, so its people are busy then and their other meetings lose that slot; when some meeting
// loses its last slot this way, it and the meetings that took its slots (and, in turn, theirs) prove
// that no plan exists (docs/decisions/037). The tables are left out: their proofs are the matchings'.
import type { InfeasibilityReason } from '../infeasibility.ts';
import { type Model, peopleOf } from '../model.ts';

/** The first meeting left without a slot by single-slot meetings, as a reason; null when none is. */
export function forcedReason(model: Model, windows: number[][]): InfeasibilityReason | null {
  const { M, T, pm } = model;
  const open = new Uint8Array(M * T);
  const left = new Int32Array(M);
  // The single-slot meeting that took slot t from meeting m (-1: still open, or never its slot).
  const cause = new Int32Array(M * T).fill(-1);
  const queue: number[] = [];
  for (let m = 0; m < M; m++) {
    for (const t of windows[m]) open[m * T + t] = 1;
    left[m] = windows[m].length;
    if (left[m] === 1) queue.push(m);
  }
  for (let i = 0; i < queue.length; i++) {
    const m = queue[i];
    const t = windows[m].find((s) => open[m * T + s]);
    if (t === undefined) continue;
    for (const p of peopleOf(model, m)) {
      for (const x of pm[p]) {
        if (x === m || !open[x * T + t]) continue;
        open[x * T + t] = 0;
        cause[x * T + t] = m;
        if (--left[x] === 1) queue.push(x);
        if (left[x] > 0) continue;
        // x has no slot left: it and, transitively, the meetings that took its slots.
        const named = [x];
        const inSet = new Set(named);
        for (let k = 0; k < named.length; k++) {
          for (const s of windows[named[k]]) {
            const c = cause[named[k] * T + s];
            if (c >= 0 && !inSet.has(c)) {
              inSet.add(c);
              named.push(c);
            }
          }
        }
        return {
          code: 'no_slot_left',
          people: peopleOf(model, x).map((q) => model.source.people[q]),
          meetings: named,
          slots: windows[x],
          counts: { meetings: named.length },
        };
      }
    }
  }
  return null;
}
