// The placement problem as clauses and "at most k" constraints for the CDCL solver of cdcl.ts
// (docs/decisions/020): x[m][t] for each allowed slot of a meeting (exactly one), busy[p][t] = OR of
// p's meetings at t (at most one), tables per slot, block starts s[p][t] = busy[p][t] and not
// busy[p][t-1], and breaks = starts after p's first meeting. "Total breaks <= K" is one "at most K"
// constraint whose k the search lowers as plans improve.
import { matchInto } from '../bound.ts';
import { type Model, peopleOf } from '../model.ts';
import { Cdcl, lit } from './cdcl.ts';

export interface Encoding {
  solver: Cdcl;
  /** Variable of meeting m at its allowed[m][i] is xBase[m] + i. */
  xBase: Int32Array;
  /** Lowers the objective to at most k breaks (k below the last); false when that is unsatisfiable. */
  limit: (k: number) => boolean;
  /** People with at least one meeting. */
  withMeetings: number;
  /** Per person and slot (p * T + t): the busy and block-start variables, -1 when always false. */
  busy: Int32Array;
  start: Int32Array;
  /** Whether the tables are sequential counters (asked for, and small enough). */
  tablesCounted: boolean;
}

/**
 * Largest sequential counter for the objective (variables); a larger one stays a native "at most
 * k". The published instances need at most some 10,000; a buyer-seller day with a bound of 40
 * breaks would need 100,000 and more, which cost far more CPU to build and search than their work
 * units say (the 200 x 200 days of the scheduler bench took twice the CPU with them).
 */
const COUNTER_MAX_VARS = 20_000;

/**
 * Largest sequential counter for the tables (variables, over all slots) when they are counted
 * (`tablesCounted`); beyond it they stay native. The published instances need 27,000-35,000.
 */
const TABLE_COUNTER_MAX_VARS = 60_000;

/** Whether `tablesCounted` would count the tables of `model` (their counters are small enough). */
export function canCountTables(model: Model): boolean {
  const { M, T, allowed, cap } = model;
  const perSlot = new Int32Array(T);
  for (let m = 0; m < M; m++) for (const t of allowed[m]) perSlot[t]++;
  let vars = 0;
  for (let t = 0; t < T; t++) if (perSlot[t] > cap[t] && cap[t] > 0) vars += perSlot[t] * cap[t];
  return vars <= TABLE_COUNTER_MAX_VARS;
}

export interface EncodeOptions {
  /** Keeps the clauses and constraints as written (for bench/b2bsp/dimacs.ts). */
  log?: boolean;
  /**
   * The tables as sequential counters over the meetings of each slot, whose partial counts learnt
   * clauses can name, and no count of busy people per slot (which restates the tables). Used by
   * the feasibility question at fairness 0, where it settles the published variants that the
   * native form leaves open (docs/decisions/020, "Fairness 0 settled").
   */
  tablesCounted?: boolean;
}

/**
 * Encodes `model` with every person at most `D` breaks and the total at most `K` breaks
 * (`personBound`: a proven lower bound per person, added as implied constraints).
 */
export function encode(
  model: Model,
  D: number,
  K: number,
  personBound: Int32Array,
  options: EncodeOptions = {},
): Encoding {
  const { P, M, T, allowed, pm, cap } = model;
  let nVars = 0;
  const xBase = new Int32Array(M);
  for (let m = 0; m < M; m++) {
    xBase[m] = nVars;
    nVars += allowed[m].length;
  }
  const xAt = (m: number, t: number): number => {
    const i = allowed[m].indexOf(t);
    return i < 0 ? -1 : xBase[m] + i;
  };
  // busy[p][t]: -1 when none of p's meetings may take t (then always false); the x literal itself
  // when exactly one may; else a new variable.
  const busy = new Int32Array(P * T).fill(-1);
  const busyOf: number[][][] = [];
  const defs: [number, number[]][] = [];
  for (let p = 0; p < P; p++) {
    const perSlot: number[][] = Array.from({ length: T }, () => []);
    for (const m of pm[p]) for (let i = 0; i < allowed[m].length; i++) perSlot[allowed[m][i]].push(xBase[m] + i);
    busyOf.push(perSlot);
    for (let t = 0; t < T; t++) {
      const xs = perSlot[t];
      if (xs.length === 1) busy[p * T + t] = xs[0];
      else if (xs.length > 1) {
        busy[p * T + t] = nVars++;
        defs.push([nVars - 1, xs]);
      }
    }
  }
  // start[p][t]: busy[p][t] itself when busy[p][t-1] is always false; else a new variable.
  const start = new Int32Array(P * T).fill(-1);
  const startDefs: [number, number, number][] = [];
  for (let p = 0; p < P; p++) {
    for (let t = 0; t < T; t++) {
      const b = busy[p * T + t];
      if (b < 0) continue;
      const prev = t > 0 ? busy[p * T + t - 1] : -1;
      if (prev < 0) start[p * T + t] = b;
      else {
        start[p * T + t] = nVars++;
        startDefs.push([nVars - 1, b, prev]);
      }
    }
  }
  // later: p is busy at some slot before t (a chain of ORs, "before" below); a block start with
  // "before" is a break. Counting breaks directly keeps the k of the objective small (K, not
  // K + people), so its explanations and learnt clauses are short.
  const breakDefs: [number, number, number][][] = [];
  const beforeDefs: [number, number, number][] = [];
  for (let p = 0; p < P; p++) {
    const list: [number, number, number][] = [];
    breakDefs.push(list);
    let before = -1;
    for (let t = 0; t < T; t++) {
      const b = busy[p * T + t];
      const s = start[p * T + t];
      if (s >= 0 && before >= 0) list.push([nVars++, s, before]);
      if (b < 0) continue;
      if (before < 0) before = b;
      else {
        beforeDefs.push([nVars, before, b]);
        before = nVars++;
      }
    }
  }
  // Implied, for people without a break: their n meetings fill the n slots from one start.
  const blocks: { p: number; z: number; starts: [number, number][] }[] = [];
  for (let p = 0; p < P; p++) {
    const n = pm[p].length;
    if (n < 2 || breakDefs[p].length === 0) continue;
    const starts: [number, number][] = [];
    const open = new Uint8Array(T);
    for (let a = 0; a + n <= T; a++) {
      open.fill(0);
      for (let t = a; t < a + n; t++) open[t] = 1;
      if (matchInto(model, pm[p], open) === n) starts.push([-1, a]);
    }
    if (starts.length === 0) continue;
    const z = nVars++;
    for (const st of starts) st[0] = nVars++;
    blocks.push({ p, z, starts });
  }
  // The objective "at most K breaks" as a sequential counter: its partial sums are variables that
  // learnt clauses can name, which the native "at most k" has not (docs/decisions/020).
  let nBreaks = 0;
  for (const list of breakDefs) nBreaks += list.length;
  const kk = Math.min(K, nBreaks);
  const counted = kk > 0 && kk < nBreaks && nBreaks * kk <= COUNTER_MAX_VARS;
  const counterBase = nVars;
  if (counted) nVars += nBreaks * kk;
  // The meetings that may take each slot, and where the slot's counter starts when counted.
  const tableLits: number[][] = [];
  for (let t = 0; t < T; t++) {
    const xs: number[] = [];
    for (let m = 0; m < M; m++) {
      const x = xAt(m, t);
      if (x >= 0) xs.push(lit(x, true));
    }
    tableLits.push(xs);
  }
  const tablesCounted = options.tablesCounted === true && canCountTables(model);
  const tableBase = nVars;
  if (tablesCounted)
    for (let t = 0; t < T; t++) if (tableLits[t].length > cap[t] && cap[t] > 0) nVars += tableLits[t].length * cap[t];
  const solver = new Cdcl(nVars);
  if (options.log) solver.log = { clauses: [], atMost: [] };
  const pos = (v: number) => lit(v, true);
  const neg = (v: number) => lit(v, false);
  const atMost = (lits: number[], k: number) => {
    if (lits.length <= k) return;
    if (k === 0) {
      for (const l of lits) solver.addClause([l ^ 1]);
      return;
    }
    // Small "at most one": pairs of binary clauses propagate as well and learn better.
    if (k === 1 && lits.length <= 5) {
      for (let i = 0; i < lits.length; i++)
        for (let j = i + 1; j < lits.length; j++) solver.addClause([lits[i] ^ 1, lits[j] ^ 1]);
      return;
    }
    solver.addAtMost(lits, k);
  };
  // Each meeting exactly one slot.
  for (let m = 0; m < M; m++) {
    const xs = allowed[m].map((_, i) => pos(xBase[m] + i));
    solver.addClause(xs);
    atMost(xs, 1);
  }
  // busy <-> OR x; one meeting per person and slot.
  for (const [b, xs] of defs) {
    solver.addClause([neg(b), ...xs.map(pos)]);
    for (const x of xs) solver.addClause([neg(x), pos(b)]);
    atMost(xs.map(pos), 1);
  }
  // Tables: natively, or as sequential counters (sum(i, j): at least j + 1 of the slot's first
  // i + 1 meetings).
  let nextTableVar = tableBase;
  for (let t = 0; t < T; t++) {
    const xs = tableLits[t];
    const k = cap[t];
    if (!tablesCounted || xs.length <= k || k === 0) {
      atMost(xs, k);
      continue;
    }
    const base = nextTableVar;
    nextTableVar += xs.length * k;
    const sum = (i: number, j: number) => base + i * k + j;
    xs.forEach((x, i) => {
      solver.addClause([x ^ 1, pos(sum(i, 0))]);
      if (i === 0) return;
      for (let j = 0; j < k; j++) solver.addClause([neg(sum(i - 1, j)), pos(sum(i, j))]);
      for (let j = 1; j < k; j++) solver.addClause([x ^ 1, neg(sum(i - 1, j - 1)), pos(sum(i, j))]);
      solver.addClause([x ^ 1, neg(sum(i - 1, k - 1))]);
    });
  }
  // Precedences: before at t means after at some later slot.
  for (const [u, v] of model.prec) {
    allowed[u].forEach((t, i) => {
      solver.addClause([neg(xBase[u] + i), ...allowed[v].flatMap((t2, j) => (t2 > t ? [pos(xBase[v] + j)] : []))]);
    });
  }
  // start <-> busy[t] and not busy[t-1].
  for (const [s, b, prev] of startDefs) {
    solver.addClause([neg(s), pos(b)]);
    solver.addClause([neg(s), neg(prev)]);
    solver.addClause([pos(s), neg(b), pos(prev)]);
  }
  for (const [e, before, b] of beforeDefs) {
    solver.addClause([neg(e), pos(before), pos(b)]);
    solver.addClause([pos(e), neg(before)]);
    solver.addClause([pos(e), neg(b)]);
  }
  const allBreaks: number[] = [];
  let withMeetings = 0;
  for (let p = 0; p < P; p++) {
    const n = pm[p].length;
    if (n === 0) continue;
    withMeetings++;
    const starts: number[] = [];
    const busies: number[] = [];
    for (let t = 0; t < T; t++) {
      if (start[p * T + t] >= 0) starts.push(pos(start[p * T + t]));
      if (busy[p * T + t] >= 0) busies.push(pos(busy[p * T + t]));
    }
    const breaks: number[] = [];
    for (const [g, st, before] of breakDefs[p]) {
      solver.addClause([neg(g), pos(st)]);
      solver.addClause([neg(g), pos(before)]);
      solver.addClause([pos(g), neg(st), neg(before)]);
      breaks.push(pos(g));
    }
    allBreaks.push(...breaks);
    // Implied: exactly n busy slots; at least one start; at least the bound's breaks; fairness.
    atMost(busies, n);
    atMost(
      busies.map((l) => l ^ 1),
      busies.length - n,
    );
    solver.addClause(starts);
    if (personBound[p] > 0) {
      atMost(
        breaks.map((l) => l ^ 1),
        breaks.length - personBound[p],
      );
    }
    if (Number.isFinite(D)) atMost(breaks, D);
  }
  // Implied: each meeting at t makes two people busy (three with a third person), so at most
  // 2 (or 3) x tables are busy at t. Left out with counted tables: at fairness 0 both together
  // settled none of the three hard variants within 30 million units (decision 020).
  for (let t = 0; t < T && !tablesCounted; t++) {
    const bs: number[] = [];
    for (let p = 0; p < P; p++) if (busy[p * T + t] >= 0) bs.push(pos(busy[p * T + t]));
    const three = allowed.some((list, m) => model.mc[m] >= 0 && list.includes(t));
    atMost(bs, (three ? 3 : 2) * cap[t]);
  }
  for (const b of blocks) {
    const mine = breakDefs[b.p].map(([g]) => g);
    // z <-> no break.
    for (const g of mine) solver.addClause([neg(g), neg(b.z)]);
    solver.addClause([pos(b.z), ...mine.map(pos)]);
    solver.addClause([neg(b.z), ...b.starts.map(([v]) => pos(v))]);
    atMost(
      b.starts.map(([v]) => pos(v)),
      1,
    );
    const n = pm[b.p].length;
    for (const [v, a] of b.starts) {
      solver.addClause([neg(v), pos(b.z)]);
      for (let t = 0; t < T; t++) {
        const bu = busy[b.p * T + t];
        if (t >= a && t < a + n) solver.addClause([neg(v), pos(bu)]);
        else if (bu >= 0) solver.addClause([neg(v), neg(bu)]);
      }
    }
    for (let t = 0; t < T; t++) {
      const bu = busy[b.p * T + t];
      if (bu < 0) continue;
      solver.addClause([neg(bu), neg(b.z), ...b.starts.filter(([, a]) => a <= t && t < a + n).map(([v]) => pos(v))]);
    }
  }
  let limit: (k: number) => boolean;
  if (counted) {
    // sum(i, j): at least j + 1 of the first i + 1 breaks.
    const sum = (i: number, j: number) => counterBase + i * kk + j;
    allBreaks.forEach((b, i) => {
      solver.addClause([b ^ 1, pos(sum(i, 0))]);
      if (i === 0) return;
      for (let j = 0; j < kk; j++) solver.addClause([neg(sum(i - 1, j)), pos(sum(i, j))]);
      for (let j = 1; j < kk; j++) solver.addClause([b ^ 1, neg(sum(i - 1, j - 1)), pos(sum(i, j))]);
      solver.addClause([b ^ 1, neg(sum(i - 1, kk - 1))]);
    });
    limit = (k) => k >= kk || (k >= 0 && solver.addClause([neg(sum(allBreaks.length - 1, k))]));
  } else {
    const id = solver.addAtMost(allBreaks, kk);
    limit = (k) => k >= 0 && solver.setAtMost(id, k);
  }
  return { solver, xBase, limit, withMeetings, busy, start, tablesCounted };
}

/** The slot of each meeting in the solver's last model. */
export function decode(model: Model, enc: Encoding): Int32Array {
  const slots = new Int32Array(model.M).fill(-1);
  for (let m = 0; m < model.M; m++) {
    const list = model.allowed[m];
    for (let i = 0; i < list.length; i++) {
      if (enc.solver.model[enc.xBase[m] + i]) {
        slots[m] = list[i];
        break;
      }
    }
  }
  return slots;
}

/** Makes the solver try `plan` first (its values as the first phase of every variable). */
export function hint(model: Model, enc: Encoding, plan: Int32Array): void {
  const { P, T, allowed } = model;
  const occ = new Uint8Array(P * T);
  for (let m = 0; m < model.M; m++) {
    const t = plan[m];
    allowed[m].forEach((u, i) => {
      enc.solver.setPhase(enc.xBase[m] + i, u === t);
    });
    if (t >= 0) for (const p of peopleOf(model, m)) occ[p * T + t] = 1;
  }
  for (let p = 0; p < P; p++) {
    for (let t = 0; t < T; t++) {
      const b = enc.busy[p * T + t];
      if (b >= 0) enc.solver.setPhase(b, occ[p * T + t] === 1);
      const s = enc.start[p * T + t];
      if (s >= 0) enc.solver.setPhase(s, occ[p * T + t] === 1 && (t === 0 || occ[p * T + t - 1] === 0));
    }
  }
}
