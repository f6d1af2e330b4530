// Why a wish stayed unmet, judged on the calendars before any new meeting was placed: every reason
// but `outweighed` (and `no_free_table` when the plan's own meetings filled the pool) means no
// schedule at all could meet the wish; `outweighed` means one could have.

import { canPlace, FREE, freeInterpreter, inOrder, type Model, personFree, poolFull } from './model.ts';
import type { UnmetReason } from './types.ts';

/** What was possible before planning: open people and each wish's feasible slot count. */
export interface Snapshot {
  /** 1 when the person had at least one free slot within the daily limit. */
  open: Uint8Array;
  /** Slots where the wish could have been placed on its own. */
  pairSlots: Int32Array;
  /** usable[p * T + t] = 1 when some wish could have used person p at slot t (for the bound). */
  usable: Uint8Array;
  /** For wishes without a possible slot: the reason that is more specific than no_shared_slot, if any. */
  blocker: (UnmetReason | undefined)[];
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
  const blocker: (UnmetReason | undefined)[] = new Array(m.nW);
  for (let e = 0; e < m.nW; e++) {
    if (pairSlots[e] === 0 && open[m.wb[e]] && open[m.ws[e]]) blocker[e] = whyNoSlot(m, e);
  }
  return { open, pairSlots, usable, blocker };
}

/** An interpreter is not needed, or one is free at t. */
const interpreterOk = (m: Model, e: number, t: number) => m.wg[e] < 0 || freeInterpreter(m, e, t) >= 0;

/** Why wish e, with both sides open, has no slot: one side away while the other was free, or a full pool. */
function whyNoSlot(m: Model, e: number): UnmetReason | undefined {
  const { T, away } = m;
  const b = m.wb[e];
  const s = m.ws[e];
  let why: UnmetReason | undefined;
  for (let t = 0; t < T; t++) {
    if (!interpreterOk(m, e, t)) continue;
    const bFree = personFree(m, b, t);
    const sFree = personFree(m, s, t);
    if (sFree && !bFree && away[b * T + t]) return 'buyer_away';
    if (bFree && !sFree && away[s * T + t]) why ??= 'seller_away';
    if (bFree && sFree && poolFull(m, e, t)) why ??= 'no_free_table';
  }
  return why;
}

/** True when, in the final plan, wish e fits a slot but for its full pool of tables. */
function poolIsWhy(m: Model, e: number): boolean {
  if (m.poolLeft === null || !m.usesPool[m.ws[e]]) return false;
  for (let t = 0; t < m.T; t++) {
    if (poolFull(m, e, t) && personFree(m, m.wb[e], t) && personFree(m, m.ws[e], t) && interpreterOk(m, e, t)) {
      return true;
    }
  }
  return false;
}

/**
 * True when, in the final plan, a slot is free for both sides of wish e (and its table and
 * interpreter), but on its day one of them already has the most meetings allowed.
 */
function limitIsWhy(m: Model, e: number): boolean {
  const { T, D, S, occ, dayCnt, L } = m;
  const b = m.wb[e];
  const s = m.ws[e];
  for (let t = 0; t < T; t++) {
    if (occ[b * T + t] !== FREE || occ[s * T + t] !== FREE || poolFull(m, e, t) || !interpreterOk(m, e, t)) continue;
    const d = (t / S) | 0;
    if (dayCnt[b * D + d] >= L || dayCnt[s * D + d] >= L) return true;
  }
  return false;
}

/**
 * True when, in the final plan, a slot is free for both sides of wish e (table, interpreter and
 * daily limit too), but every such slot breaks an order the organiser asked with a planned meeting.
 */
function orderIsWhy(m: Model, e: number): boolean {
  if (m.follows === null) return false;
  const { T, D, S, dayCnt, L } = m;
  const [b, s] = [m.wb[e], m.ws[e]];
  let blocked = false;
  for (let t = 0; t < T; t++) {
    if (!personFree(m, b, t) || !personFree(m, s, t) || poolFull(m, e, t) || !interpreterOk(m, e, t)) continue;
    const d = (t / S) | 0;
    if (dayCnt[b * D + d] >= L || dayCnt[s * D + d] >= L) continue;
    if (inOrder(m, e, t)) return false;
    blocked = true;
  }
  return blocked;
}

/** The most specific reason wish e was not met. */
export function reasonOf(m: Model, snap: Snapshot, e: number): UnmetReason {
  if (!snap.open[m.wb[e]]) return 'buyer_unavailable';
  if (!snap.open[m.ws[e]]) return 'seller_unavailable';
  if (m.wg[e] >= 0 && m.groups[m.wg[e]].length === 0) return 'no_interpreter_language';
  if (snap.pairSlots[e] === 0) return snap.blocker[e] ?? (orderIsWhy(m, e) ? 'out_of_order' : 'no_shared_slot');
  if (poolIsWhy(m, e)) return 'no_free_table';
  if (limitIsWhy(m, e)) return 'daily_limit';
  return orderIsWhy(m, e) ? 'out_of_order' : 'outweighed';
}
