// The scheduler's working model: people and slots as small integers and typed arrays, so the
// 2,000 x 2,000 x 50 case fits in memory and the inner loops avoid maps and strings.
import { needsInterpreter, normalizeLanguages } from '../rules/languages.ts';
import type { ApartReason, ExistingMeeting, SchedulerInput } from './types.ts';

/** Marks a person's slot that nothing may move: blocked, or taken by a kept meeting. */
export const FIXED = -2;
/** Marks a free slot of a person. */
export const FREE = -1;

export interface Model {
  dates: string[];
  /** Slots per day, days, all slots (T = S * D), and the per-person daily limit. */
  S: number;
  D: number;
  T: number;
  L: number;
  /** Person ids (buyers, sellers and interpreters share one index, so one id is one calendar). */
  ids: string[];
  /** occ[p * T + t]: FREE, FIXED, or the wish index of the new meeting there. */
  occ: Int32Array;
  /** closed[p * T + t] = 1 when p is blocked or away at t (kept meetings aside): for compact days. */
  closed: Uint8Array;
  /** away[p * T + t] = 1 when p marked t unavailable or is not at the venue then: for the reasons. */
  away: Uint8Array;
  /** Free pool tables per slot, or null when the project has no tables. */
  poolLeft: Int32Array | null;
  /** usesPool[p] = 1 for a seller without a fixed table (their meetings take pool tables). */
  usesPool: Uint8Array;
  /**
   * dayCnt[p * D + d]: meetings (kept and new) of person p on day d, raised for a buyer or seller
   * whose project daily maximum leaves less room than L does: L - dayCnt is the room left, and each
   * new meeting takes one of both kinds of room.
   */
  dayCnt: Int32Array;
  /** Wishes of pairs that must never meet: not planned, reported unmet with their reason. */
  apart: { buyerId: string; sellerId: string; weight: number; reason: ApartReason }[];
  /** The wishes left to plan (valid, not met yet): buyer, seller, weight, interpreter group. */
  nW: number;
  wb: Int32Array;
  ws: Int32Array;
  ww: Float64Array;
  /** -1 when no interpreter is needed, else an index into `groups`. */
  wg: Int32Array;
  /** Interpreters able to serve a language pairing, least versatile first. */
  groups: Int32Array[];
  /** Where each wish is placed (-1: not placed) and its interpreter (-1: none). */
  slotOf: Int32Array;
  interpOf: Int32Array;
  /** Wish indexes of each person's wishes (buyers and sellers). */
  wishesOf: Int32Array[];
  /** Every place/unplace as (kind, wish, slot, interpreter), so a failed try can be undone. */
  journal: number[];
  /**
   * The organiser's precedences (docs/rules.md#fixed-meetings-and-precedences), per wish: the
   * meetings that must come before it (`follows`) and after it (`precedes`), each a wish index, or
   * -(t + 1) for a kept meeting at slot t; null when the project asks no order.
   */
  follows: (number[] | undefined)[] | null;
  precedes: (number[] | undefined)[] | null;
}

/** Languages in the form they compare in (core/rules/languages), sorted so equal sets look equal. */
export function languagesOf(list: readonly string[] | undefined): string[] {
  return normalizeLanguages(list ?? []).sort();
}

/**
 * One key per kept meeting and day: a meeting of another project that spans several of our slots
 * comes as one entry per slot, and must count once toward its people's day.
 */
export function keptMeetingKey(x: ExistingMeeting): string {
  return `${x.buyerId}\u0000${x.sellerId}\u0000${x.interpreterId}\u0000${x.date}\u0000${!!x.otherProject}`;
}

/** Builds the model: calendars from kept meetings and blocks, and the wishes still to plan. */
export function buildModel(input: SchedulerInput): Model {
  const S = Math.max(0, Math.floor(input.slotsPerDay));
  const D = input.dates.length;
  const T = S * D;
  const L = Math.min(S, Math.max(0, Math.floor(input.maxMeetingsPerDay ?? S)));
  const index = new Map<string, number>();
  const ids: string[] = [];
  const add = (id: string) => {
    if (!index.has(id)) {
      index.set(id, ids.length);
      ids.push(id);
    }
  };
  const buyerSet = new Set(input.buyers);
  const sellerSet = new Set(input.sellers);
  for (const id of input.buyers) add(id);
  for (const id of input.sellers) add(id);
  for (const i of input.interpreters) add(i.id);
  const P = ids.length;
  const occ = new Int32Array(P * T).fill(FREE);
  const dayCnt = new Int32Array(P * D);
  const dayOf = new Map(input.dates.map((d, i) => [d, i]));
  const slotIndex = (date: string, slot: number) => {
    const d = dayOf.get(date);
    return d === undefined || !Number.isInteger(slot) || slot < 1 || slot > S ? -1 : d * S + slot - 1;
  };

  const closed = new Uint8Array(P * T);
  const away = new Uint8Array(P * T);
  const close = (p: number, t: number) => {
    occ[p * T + t] = FIXED;
    closed[p * T + t] = 1;
  };
  for (const b of input.blocked) {
    const t = slotIndex(b.date, b.slot);
    if (t < 0) continue;
    if (b.buyerId === null) for (const id of input.buyers) close(index.get(id)!, t);
    else if (buyerSet.has(b.buyerId)) close(index.get(b.buyerId)!, t);
  }
  for (const u of input.unavailable ?? []) {
    const t = slotIndex(u.date, u.slot);
    const p = index.get(u.personId);
    if (t < 0 || p === undefined) continue;
    close(p, t);
    away[p * T + t] = 1;
  }
  let poolLeft: Int32Array | null = null;
  const usesPool = new Uint8Array(P);
  if (input.tables) {
    poolLeft = new Int32Array(T).fill(Math.max(0, Math.floor(input.tables.pool)));
    for (const x of input.tables.poolTaken) {
      const t = slotIndex(x.date, x.slot);
      if (t >= 0) poolLeft[t] = Math.max(0, poolLeft[t] - x.count);
    }
    const fixed = new Set(input.tables.fixedSellers);
    for (const id of input.sellers) if (!fixed.has(id)) usesPool[index.get(id)!] = 1;
  }
  const met = new Set<string>();
  const counted = new Set<string>();
  // Meetings of this project per buyer and seller and day, for the project's daily maximum.
  const ownCnt = new Int32Array(P * D);
  for (const m of input.existing) {
    if (!m.otherProject) met.add(`${m.buyerId}\u0000${m.sellerId}`);
    const t = slotIndex(m.date, m.slot);
    const d = dayOf.get(m.date);
    const once = keptMeetingKey(m);
    const first = !counted.has(once);
    counted.add(once);
    for (const id of [m.buyerId, m.sellerId, m.interpreterId]) {
      const p = id === null ? undefined : index.get(id);
      if (p === undefined) continue;
      if (t >= 0) occ[p * T + t] = FIXED;
      if (d !== undefined && first) dayCnt[p * D + d]++;
      if (d !== undefined && first && !m.otherProject && id !== m.interpreterId) ownCnt[p * D + d]++;
    }
  }
  const own = input.projectDailyLimit;
  if (own !== undefined && Number.isFinite(own)) {
    // Room left = min(L - all meetings, own - this project's); one counter keeps both (see dayCnt).
    const PL = Math.max(0, Math.floor(own));
    for (const id of [...input.buyers, ...input.sellers]) {
      const p = index.get(id)!;
      for (let d = 0; d < D; d++) dayCnt[p * D + d] = Math.max(dayCnt[p * D + d], L - PL + ownCnt[p * D + d]);
    }
  }

  const langs = new Map<string, string[]>();
  const langsOf = (id: string) => {
    let l = langs.get(id);
    if (!l) {
      l = languagesOf(input.languages[id]);
      langs.set(id, l);
    }
    return l;
  };
  const interps = input.interpreters.map((i) => ({ p: index.get(i.id)!, langs: languagesOf(i.languages) }));
  const groupKeys = new Map<string, number>();
  const groupMembers: { p: number; langs: string[] }[][] = [];

  // One wish per pair (the heaviest, if listed twice); pairs that already met are left out, pairs
  // that must never meet are set aside with their reason.
  const apartWhy = new Map((input.apart ?? []).map((a) => [`${a.buyerId}\u0000${a.sellerId}`, a.reason]));
  const apart = new Map<string, Model['apart'][number]>();
  const best = new Map<string, { b: number; s: number; w: number; g: number }>();
  for (const w of input.wishes) {
    if (!(w.weight > 0) || !Number.isFinite(w.weight)) continue;
    if (!buyerSet.has(w.buyerId) || !sellerSet.has(w.sellerId) || w.buyerId === w.sellerId) continue;
    const key = `${w.buyerId}\u0000${w.sellerId}`;
    if (met.has(key)) continue;
    const reason = apartWhy.get(key);
    if (reason) {
      if (!(w.weight <= (apart.get(key)?.weight ?? 0))) apart.set(key, { ...w, reason });
      continue;
    }
    const prev = best.get(key);
    if (prev && prev.w >= w.weight) continue;
    const lb = langsOf(w.buyerId);
    const ls = langsOf(w.sellerId);
    let g = -1;
    if (needsInterpreter(lb, ls)) {
      const gk = `${lb.join(',')}|${ls.join(',')}`;
      g = groupKeys.get(gk) ?? -1;
      if (g < 0) {
        g = groupMembers.length;
        groupKeys.set(gk, g);
        groupMembers.push(
          interps.filter((i) => i.langs.some((l) => lb.includes(l)) && i.langs.some((l) => ls.includes(l))),
        );
      }
    }
    best.set(key, { b: index.get(w.buyerId)!, s: index.get(w.sellerId)!, w: w.weight, g });
  }
  // Spend the interpreters who serve few pairings first; the versatile ones stay free for others.
  const versatility = new Map<number, number>();
  for (const g of groupMembers) for (const i of g) versatility.set(i.p, (versatility.get(i.p) ?? 0) + 1);
  const groups = groupMembers.map((g) =>
    Int32Array.from([...new Set(g.map((i) => i.p))].sort((a, b) => versatility.get(a)! - versatility.get(b)! || a - b)),
  );

  const list = [...best.values()];
  const nW = list.length;
  const order = precedenceLists(input, list, ids, slotIndex);
  const wishesOfLists: number[][] = Array.from({ length: P }, () => []);
  list.forEach((w, i) => {
    wishesOfLists[w.b].push(i);
    wishesOfLists[w.s].push(i);
  });
  return {
    dates: input.dates,
    S,
    D,
    T,
    L,
    ids,
    occ,
    closed,
    away,
    poolLeft,
    usesPool,
    dayCnt,
    apart: [...apart.values()].map(({ buyerId, sellerId, weight, reason }) => ({ buyerId, sellerId, weight, reason })),
    nW,
    wb: Int32Array.from(list, (w) => w.b),
    ws: Int32Array.from(list, (w) => w.s),
    ww: Float64Array.from(list, (w) => w.w),
    wg: Int32Array.from(list, (w) => w.g),
    groups,
    slotOf: new Int32Array(nW).fill(-1),
    interpOf: new Int32Array(nW).fill(-1),
    wishesOf: wishesOfLists.map((l) => Int32Array.from(l)),
    journal: [],
    ...order,
  };
}

/**
 * The precedences between the wishes to plan and the kept meetings of this project (a pair neither
 * wished nor kept never meets, so its precedences ask nothing). A kept meeting counts at its first slot.
 */
function precedenceLists(
  input: SchedulerInput,
  list: { b: number; s: number }[],
  ids: string[],
  slotIndex: (date: string, slot: number) => number,
): Pick<Model, 'follows' | 'precedes'> {
  if (!input.precedences?.length) return { follows: null, precedes: null };
  const ref = new Map<string, number>();
  for (const m of input.existing) {
    const t = slotIndex(m.date, m.slot);
    const key = `${m.buyerId}\u0000${m.sellerId}`;
    if (m.otherProject || t < 0) continue;
    if (!ref.has(key) || -(ref.get(key)! + 1) > t) ref.set(key, -(t + 1));
  }
  list.forEach((w, e) => {
    ref.set(`${ids[w.b]}\u0000${ids[w.s]}`, e);
  });
  const follows: (number[] | undefined)[] = new Array(list.length);
  const precedes: (number[] | undefined)[] = new Array(list.length);
  for (const p of input.precedences) {
    const a = ref.get(`${p.before.buyerId}\u0000${p.before.sellerId}`);
    const b = ref.get(`${p.after.buyerId}\u0000${p.after.sellerId}`);
    if (a === undefined || b === undefined) continue;
    if (b >= 0) follows[b] = [...(follows[b] ?? []), a];
    if (a >= 0) precedes[a] = [...(precedes[a] ?? []), b];
  }
  return { follows, precedes };
}

/** The slot of a precedence's other meeting: a wish's (or -1 unplaced), or a kept one's. */
const slotOfRef = (m: Model, x: number) => (x >= 0 ? m.slotOf[x] : -x - 1);

/** True when wish e at slot t keeps every precedence with the meetings placed or kept so far. */
export function inOrder(m: Model, e: number, t: number): boolean {
  for (const x of m.follows?.[e] ?? []) {
    const s = slotOfRef(m, x);
    if (s >= 0 && s >= t) return false;
  }
  for (const x of m.precedes?.[e] ?? []) {
    const s = slotOfRef(m, x);
    if (s >= 0 && s <= t) return false;
  }
  return true;
}

/** True when person p is free at slot t and under the daily limit on its day. */
export function personFree(m: Model, p: number, t: number): boolean {
  return m.occ[p * m.T + t] === FREE && m.dayCnt[p * m.D + ((t / m.S) | 0)] < m.L;
}

/** An interpreter of wish e's group who is free at slot t, or -1 (also -1 when none is needed). */
export function freeInterpreter(m: Model, e: number, t: number): number {
  const g = m.wg[e];
  if (g < 0) return -1;
  const members = m.groups[g];
  for (let k = 0; k < members.length; k++) if (personFree(m, members[k], t)) return members[k];
  return -1;
}

/** True when wish e's meeting would need a pool table at slot t and none is left. */
export function poolFull(m: Model, e: number, t: number): boolean {
  return m.poolLeft !== null && m.usesPool[m.ws[e]] === 1 && m.poolLeft[t] <= 0;
}

/** True when wish e can be placed at slot t as things stand. */
export function canPlace(m: Model, e: number, t: number): boolean {
  if (!personFree(m, m.wb[e], t) || !personFree(m, m.ws[e], t) || poolFull(m, e, t)) return false;
  if (m.follows !== null && !inOrder(m, e, t)) return false;
  return m.wg[e] < 0 || freeInterpreter(m, e, t) >= 0;
}

function take(m: Model, p: number, t: number, v: number, delta: number) {
  m.occ[p * m.T + t] = v;
  m.dayCnt[p * m.D + ((t / m.S) | 0)] += delta;
}

/** Places wish e at slot t (the caller checked canPlace), with interpreter `i` or the first free one. */
export function place(m: Model, e: number, t: number, i = freeInterpreter(m, e, t)): void {
  take(m, m.wb[e], t, e, 1);
  take(m, m.ws[e], t, e, 1);
  if (m.wg[e] >= 0) take(m, i, t, e, 1);
  if (m.poolLeft && m.usesPool[m.ws[e]]) m.poolLeft[t]--;
  m.slotOf[e] = t;
  m.interpOf[e] = m.wg[e] >= 0 ? i : -1;
  m.journal.push(1, e, t, m.interpOf[e]);
}

/** Takes wish e out of the schedule. */
export function unplace(m: Model, e: number): void {
  const t = m.slotOf[e];
  if (t < 0) return;
  take(m, m.wb[e], t, FREE, -1);
  take(m, m.ws[e], t, FREE, -1);
  if (m.interpOf[e] >= 0) take(m, m.interpOf[e], t, FREE, -1);
  if (m.poolLeft && m.usesPool[m.ws[e]]) m.poolLeft[t]++;
  m.journal.push(0, e, t, m.interpOf[e]);
  m.slotOf[e] = -1;
  m.interpOf[e] = -1;
}

/** Undoes every place/unplace made since the journal had length `mark`. */
export function undoTo(m: Model, mark: number): void {
  while (m.journal.length > mark) {
    const i = m.journal.pop()!;
    const t = m.journal.pop()!;
    const e = m.journal.pop()!;
    const kind = m.journal.pop()!;
    if (kind === 1) unplace(m, e);
    else place(m, e, t, i);
    m.journal.length -= 4; // the undo's own entry
  }
}
