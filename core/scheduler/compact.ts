// Compact days (docs/decisions/023-compact-days.md): once the weight phase has chosen who meets
// whom and on which day, each day's new meetings are moved within their day so that people sit
// idle as rarely as can be found, within a fairness limit on one person's breaks: first a descent
// of single moves and swaps, then, on days small enough, the placement solver (core/placement),
// with kept meetings fixed, a meeting's interpreter as its third person and the tables limiting
// each slot. Every change goes through the model's own
// checks (canPlace), a day stays as it was when a placement does not fit or is not better, and
// the weight is never touched. No clock decides anything here: equal input, equal plan.
import { prove } from '../placement/bound.ts';
import { compile } from '../placement/model.ts';
import { solvePlacement } from '../placement/solve.ts';
import type { PlacementInstance, PlacementMeeting } from '../placement/types.ts';
import { breaksWhere } from '../rules/breaks.ts';
import { dayOrders } from './day-orders.ts';
import { canPlace, FIXED, FREE, type Model, place, undoTo, unplace } from './model.ts';
import type { SchedulerInput } from './types.ts';

export interface Compactness {
  /** Breaks of buyers, sellers and interpreters over all days (kept meetings included). */
  breaks: number;
  /** No placement of these meetings on these days has fewer breaks. */
  lowerBound: number;
  /** Most breaks of one person on one day. */
  worst: number;
}

/** The kept meetings of the input on the model's grid: who is held where, and the pairs per slot. */
function keptOnGrid(m: Model, input: SchedulerInput) {
  const index = new Map(m.ids.map((id, p) => [id, p]));
  const dayOf = new Map(m.dates.map((d, i) => [d, i]));
  const keptAt = new Uint8Array(m.ids.length * m.T);
  const perDay: { a: string; b: string; c: string | null; t: number }[][] = Array.from({ length: m.D }, () => []);
  const busy = new Set<string>();
  for (const x of input.existing) {
    const d = dayOf.get(x.date);
    if (d === undefined || !(x.slot >= 1 && x.slot <= m.S)) continue;
    const t = d * m.S + x.slot - 1;
    for (const id of [x.buyerId, x.sellerId, x.interpreterId]) {
      const p = id === null ? undefined : index.get(id);
      if (p !== undefined) keptAt[p * m.T + t] = 1;
    }
    // One kept meeting per person and slot in the placement (two meetings of another project can
    // overlap one of our slots); the other is covered by keptAt.
    const keys = [x.buyerId, x.sellerId, x.interpreterId].filter((id) => id !== null).map((id) => `${id}|${t}`);
    if (keys.some((k) => busy.has(k))) continue;
    for (const k of keys) busy.add(k);
    perDay[d].push({ a: x.buyerId, b: x.sellerId, c: x.interpreterId, t });
  }
  return { index, keptAt, perDay, inPlacement: busy };
}

/** Days with more new meetings than this are compacted by the descent alone (measured: bench/scheduler). */
const PLACEMENT_MAX_MEETINGS = 300;
/** Passes of the descent at most (it usually stops after a few, when no move helps). */
const MAX_PASSES = 20;
/** A break over the fairness limit costs this much more in the descent than one within it. */
const OVER_LIMIT = 100;

/** Breaks of person p on day d: the slots held by a new meeting (occ >= 0) or a kept one. */
function breaksOn(m: Model, keptAt: Uint8Array, p: number, d: number): number {
  const row = p * m.T + d * m.S;
  return breaksWhere(m.S, (k) => m.occ[row + k] >= 0 || keptAt[row + k] !== 0);
}

/** Re-places each day's new meetings for fewer breaks; returns the plan's breaks and their bound. */
export function compactDays(m: Model, input: SchedulerInput, budgetMs: number): Compactness {
  const { S, D, T } = m;
  const fairness = Math.max(0, Math.floor(input.maxBreaksPerPerson ?? 2));
  const { index, keptAt, perDay, inPlacement } = keptOnGrid(m, input);
  const byDay: number[][] = Array.from({ length: D }, () => []);
  for (let e = 0; e < m.nW; e++) if (m.slotOf[e] >= 0) byDay[(m.slotOf[e] / S) | 0].push(e);
  const total = byDay.reduce((n, l) => n + l.length, 0);

  const dayPeople = (d: number) => {
    const set = new Set<string>();
    for (const e of byDay[d]) {
      set.add(m.ids[m.wb[e]]).add(m.ids[m.ws[e]]);
      if (m.interpOf[e] >= 0) set.add(m.ids[m.interpOf[e]]);
    }
    for (const k of perDay[d]) {
      set.add(k.a).add(k.b);
      if (k.c) set.add(k.c);
    }
    return [...set];
  };
  // A person's slots of day d that nothing may move (blocked, away, a kept meeting) and that the
  // placement does not already hold by one of its fixed kept meetings.
  const forbiddenOf = (people: string[], d: number) => {
    const out: Record<string, number[]> = {};
    for (const id of people) {
      const p = index.get(id);
      if (p === undefined) continue;
      const list: number[] = [];
      for (let k = 0; k < S; k++) {
        const t = d * S + k;
        if (m.occ[p * T + t] === FIXED && !inPlacement.has(`${id}|${t}`)) list.push(k);
      }
      if (list.length) out[id] = list;
    }
    return out;
  };
  const score = (d: number, people: number[]) => {
    let breaks = 0;
    let worst = 0;
    for (const p of people) {
      const b = breaksOn(m, keptAt, p, d);
      breaks += b;
      worst = Math.max(worst, b);
    }
    return { breaks, over: Math.max(0, worst - fairness) };
  };

  let lowerBound = 0;
  for (let d = 0; d < D; d++) {
    const people = dayPeople(d);
    if (people.length === 0) continue;
    const forbidden = forbiddenOf(people, d);
    const kept: PlacementMeeting[] = perDay[d].map((k) => ({ a: k.a, b: k.b, third: k.c, fixed: k.t - d * S }));
    const list = byDay[d];
    const fresh = (fixedIf: (e: number) => boolean): PlacementMeeting[] =>
      list.map((e) => ({
        a: m.ids[m.wb[e]],
        b: m.ids[m.ws[e]],
        third: m.interpOf[e] >= 0 ? m.ids[m.interpOf[e]] : null,
        fixed: fixedIf(e) ? m.slotOf[e] - d * S : null,
      }));
    // The bound: every new meeting free, no tables, no fairness, no interpreters (the descent may
    // hand a meeting to another one, so theirs would not hold); only our own people count.
    const relaxed: PlacementInstance = {
      people,
      meetings: [...fresh(() => false), ...kept].map((x) => ({ ...x, third: null })),
      slots: S,
      tables: list.length + kept.length,
      forbidden,
    };
    const proofs = prove(compile(relaxed), Number.POSITIVE_INFINITY, people);
    let dayBound = 0;
    people.forEach((id, i) => {
      if (index.has(id)) dayBound += proofs.personBound[i];
    });
    lowerBound += dayBound;
    if (list.length === 0 || budgetMs <= 0) continue;

    const share = (budgetMs * list.length) / Math.max(1, total);
    // The descent is cheap and ends by itself (every pass must lower the cost), so no clock
    // stops it: the same input gives the same plan however busy the machine is.
    descend(m, d, list, keptAt, fairness);
    // The placement solver searches more widely, but finds no valid plan in time on big days.
    if (list.length > PLACEMENT_MAX_MEETINGS) continue;
    const mine = new Set(people.map((id) => index.get(id)).filter((p): p is number => p !== undefined));
    for (const e of list) if (m.interpOf[e] >= 0) mine.add(m.interpOf[e]);
    // Already at the bound (interpreters' breaks count on top): nothing to search for.
    if (score(d, [...mine]).breaks <= dayBound) continue;
    const keptPerSlot = new Int32Array(S);
    for (const k of perDay[d]) keptPerSlot[k.t - d * S]++;
    const ownTable = (e: number) => m.poolLeft !== null && !m.usesPool[m.ws[e]];
    // Pool tables free for new meetings in each slot of the day.
    const pool = new Int32Array(S);
    if (m.poolLeft) {
      for (let k = 0; k < S; k++) pool[k] = m.poolLeft[d * S + k];
      for (const e of list) if (!ownTable(e)) pool[m.slotOf[e] - d * S]++;
    }
    // Two tries: sellers with their own table move freely (the slot capacity then only bounds
    // the pool, and the model's check has the last word); failing that, they keep their slots.
    const tries = m.poolLeft && list.some(ownTable) ? [false, true] : [false];
    // The organiser's orders: the solver then searches among plans the model's check accepts.
    const orders = dayOrders(m, d, list);
    for (const keepOwn of tries) {
      const isFixed = (e: number) => keepOwn && ownTable(e);
      const ordered = fresh(isFixed).map((x, i) => {
        const allowed = orders.allowed[i];
        return allowed && x.fixed === null ? { ...x, allowed } : x;
      });
      const meetings = [...ordered, ...kept];
      let tables: number | number[] = meetings.length;
      if (m.poolLeft) {
        const own = list.filter(ownTable);
        tables = Array.from(
          { length: S },
          (_, k) =>
            pool[k] + keptPerSlot[k] + (keepOwn ? own.filter((e) => m.slotOf[e] - d * S === k).length : own.length),
        );
      }
      const instance: PlacementInstance = {
        people,
        meetings,
        slots: S,
        tables,
        forbidden,
        ...(orders.precedences.length ? { precedences: orders.precedences } : {}),
      };
      // The placement solver counts its budget in moves, not on the clock: the plan is repeatable.
      const budget = Math.max(1, share / tries.length);
      let result = solvePlacement(instance, { maxBreaksPerPerson: fairness, timeBudgetMs: budget });
      // Proved impossible within the fairness limit (someone's absences force more): without it.
      if (result.status === 'infeasible') result = solvePlacement(instance, { timeBudgetMs: budget });
      if (result.status !== 'feasible') continue;
      if (adopt(m, d, list, result.slots, [...mine], score)) break;
    }
  }

  let breaks = 0;
  let worst = 0;
  for (let p = 0; p < m.ids.length; p++) {
    for (let d = 0; d < D; d++) {
      const b = breaksOn(m, keptAt, p, d);
      breaks += b;
      worst = Math.max(worst, b);
    }
  }
  return { breaks, lowerBound: Math.min(lowerBound, breaks), worst };
}

/**
 * Moves day d's new meetings `list` to `slots` (day-relative, in list order) when every move passes
 * the model's checks and the day gets no worse (fairness first, then breaks); else undoes it all.
 */
function adopt(
  m: Model,
  d: number,
  list: number[],
  slots: number[],
  people: number[],
  score: (d: number, people: number[]) => { breaks: number; over: number },
): boolean {
  const before = score(d, people);
  const mark = m.journal.length;
  const interp = list.map((e) => m.interpOf[e]);
  for (const e of list) unplace(m, e);
  for (let k = 0; k < list.length; k++) {
    const e = list[k];
    const t = d * m.S + slots[k];
    if (!canPlace(m, e, t)) {
      undoTo(m, mark);
      return false;
    }
    // An interpreter's meeting kept its slot, so its interpreter is free there again.
    place(m, e, t, interp[k] >= 0 && m.occ[interp[k] * m.T + t] === FREE ? interp[k] : undefined);
  }
  const after = score(d, people);
  if (after.over > before.over || (after.over === before.over && after.breaks > before.breaks)) {
    undoTo(m, mark);
    return false;
  }
  m.journal.length = mark;
  return true;
}

/**
 * A descent from the day's valid plan: moves one new meeting at a time to another slot of the day
 * where it still passes the model's checks (its interpreter kept when free there, else another who
 * can serve it) when that lowers the breaks of the people it concerns, breaks over the fairness
 * limit counting far more; repeated until no move helps (or MAX_PASSES).
 */
function descend(m: Model, d: number, list: number[], keptAt: Uint8Array, fairness: number): void {
  const { S, T } = m;
  const cost = (people: number[]) => {
    let c = 0;
    for (let k = 0; k < people.length; k++) {
      const p = people[k];
      if (p < 0 || people.indexOf(p) < k) continue;
      const b = breaksOn(m, keptAt, p, d);
      c += b + (b > fairness ? OVER_LIMIT * (b - fairness) : 0);
    }
    return c;
  };
  for (let improved = true, pass = 0; improved && pass < MAX_PASSES; pass++) {
    improved = false;
    for (const e of list) {
      const from = m.slotOf[e];
      const i0 = m.interpOf[e];
      if (cost([m.wb[e], m.ws[e], i0]) === 0) continue;
      let bestGain = 0;
      let bestT = -1;
      for (let t = d * S; t < (d + 1) * S; t++) {
        if (t === from) continue;
        const mark = m.journal.length;
        unplace(m, e);
        if (canPlace(m, e, t)) {
          place(m, e, t, i0 >= 0 && m.occ[i0 * T + t] === FREE ? i0 : undefined);
          const people = [m.wb[e], m.ws[e], i0, m.interpOf[e]];
          const after = cost(people);
          undoTo(m, mark);
          const gain = cost(people) - after;
          if (gain > bestGain) {
            bestGain = gain;
            bestT = t;
          }
        } else undoTo(m, mark);
      }
      if (bestT >= 0) {
        const mark = m.journal.length;
        unplace(m, e);
        place(m, e, bestT, i0 >= 0 && m.occ[i0 * T + bestT] === FREE ? i0 : undefined);
        m.journal.length = mark;
        improved = true;
      } else if (swapBest(m, e, cost)) improved = true;
    }
  }
}

/**
 * Exchanges the slots of meeting e and another new meeting of its buyer or seller on the same day
 * (that person's day is unchanged, their partners' days change) when that lowers the cost most.
 */
function swapBest(m: Model, e: number, cost: (people: number[]) => number): boolean {
  const { S, T } = m;
  const t1 = m.slotOf[e];
  const d = (t1 / S) | 0;
  let bestGain = 0;
  let bestF = -1;
  const tryIt = (f: number, keep: boolean): number => {
    const t2 = m.slotOf[f];
    const [ie, jf] = [m.interpOf[e], m.interpOf[f]];
    const mark = m.journal.length;
    unplace(m, e);
    unplace(m, f);
    let ok = canPlace(m, e, t2);
    if (ok) place(m, e, t2, ie >= 0 && m.occ[ie * T + t2] === FREE ? ie : undefined);
    ok = ok && canPlace(m, f, t1);
    if (ok) place(m, f, t1, jf >= 0 && m.occ[jf * T + t1] === FREE ? jf : undefined);
    if (!ok || keep) {
      if (ok) m.journal.length = mark;
      else undoTo(m, mark);
      return 0;
    }
    const people = [m.wb[e], m.ws[e], ie, m.interpOf[e], m.wb[f], m.ws[f], jf, m.interpOf[f]];
    const after = cost(people);
    undoTo(m, mark);
    return cost(people) - after;
  };
  for (const p of [m.wb[e], m.ws[e]]) {
    for (let t = d * S; t < (d + 1) * S; t++) {
      const f = m.occ[p * T + t];
      if (f < 0 || f === e) continue;
      const gain = tryIt(f, false);
      if (gain > bestGain) {
        bestGain = gain;
        bestF = f;
      }
    }
  }
  if (bestF < 0) return false;
  tryIt(bestF, true);
  return true;
}
