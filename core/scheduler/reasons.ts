// Why a wish stayed unmet, judged on the calendars before any new meeting was placed: the first
// four reasons mean no schedule at all could meet the wish; `outweighed` means one could have.

import { canPlace, type Model, personFree } from './model.ts';
import type { UnmetReason } from './types.ts';

/** What was possible before planning: open people and each wish's feasible slot count. */
export interface Snapshot {
  /** 1 when the person had at least one free slot within the daily limit. */
  open: Uint8Array;
  /** Slots where the wish could have been placed on its own. */
  pairSlots: Int32Array;
  /** usable[p * T + t] = 1 when some wish could have used person p at slot t (for the bound). */
  usable: Uint8Array;
}

/** Records, on the untouched model, who had a free slot and where each wish fitted. */
export function snapshot(m: Model): Snapshot {
  const P = m.ids.length;
  const open = new Uint8Array(P);
  for (let p = 0; p < P; p++) {
    for (let t = 0; t < m.T; t++) {
      if (personFree(m, p, t)) {
        open[p] = 1;
        break;
      }
    }
  }
  const { T } = m;
  const pairSlots = new Int32Array(m.nW);
  const usable = new Uint8Array(P * T);
  const groupDone = m.groups.map(() => new Uint8Array(T));
  for (let e = 0; e < m.nW; e++) {
    if (!open[m.wb[e]] || !open[m.ws[e]]) continue;
    let n = 0;
    for (let t = 0; t < T; t++) {
      if (!canPlace(m, e, t)) continue;
      n++;
      usable[m.wb[e] * T + t] = 1;
      usable[m.ws[e] * T + t] = 1;
      const g = m.wg[e];
      if (g >= 0 && !groupDone[g][t]) {
        groupDone[g][t] = 1;
        for (const i of m.groups[g]) if (personFree(m, i, t)) usable[i * T + t] = 1;
      }
    }
    pairSlots[e] = n;
  }
  return { open, pairSlots, usable };
}

/** The most specific reason wish e was not met. */
export function reasonOf(m: Model, snap: Snapshot, e: number): UnmetReason {
  if (!snap.open[m.wb[e]]) return 'buyer_unavailable';
  if (!snap.open[m.ws[e]]) return 'seller_unavailable';
  if (m.wg[e] >= 0 && m.groups[m.wg[e]].length === 0) return 'no_interpreter_language';
  if (snap.pairSlots[e] === 0) return 'no_shared_slot';
  return 'outweighed';
}
