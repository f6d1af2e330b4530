// The solver's compiled form of a placement instance: people and meetings as indices, each
// meeting's allowed slots already cut by its people's forbidden slots and its fixed slot, tables
// per slot, precedences per meeting. Pure; shared by bound.ts and solve.ts (not by check.ts).
import type { PlacementInstance } from './types.ts';

export interface Model {
  P: number;
  M: number;
  T: number;
  ma: Int32Array;
  mb: Int32Array;
  /** The third person of each meeting (an interpreter), -1 for a meeting of two. */
  mc: Int32Array;
  /** Allowed slots per meeting, ascending. */
  allowed: number[][];
  cap: Int32Array;
  /** Meetings per person. */
  pm: number[][];
  /** Precedence pairs [before, after] and, per meeting, the indices of the pairs it is in. */
  prec: [number, number][];
  precOf: number[][];
  /** The instance as written: reasons of infeasibility name its fixed slots, sessions and absences. */
  source: PlacementInstance;
}

export function compile(instance: PlacementInstance): Model {
  const T = instance.slots;
  const index = new Map<string, number>();
  instance.people.forEach((id, i) => {
    index.set(id, i);
  });
  const P = instance.people.length;
  const M = instance.meetings.length;
  const ma = new Int32Array(M);
  const mb = new Int32Array(M);
  const mc = new Int32Array(M).fill(-1);
  const forbidden = new Uint8Array(P * T);
  for (const [id, list] of Object.entries(instance.forbidden ?? {})) {
    const p = index.get(id);
    if (p === undefined) continue;
    for (const t of list) if (t >= 0 && t < T) forbidden[p * T + t] = 1;
  }
  const pm: number[][] = Array.from({ length: P }, () => []);
  const allowed: number[][] = [];
  instance.meetings.forEach((meeting, m) => {
    const a = index.get(meeting.a);
    const b = index.get(meeting.b);
    const c = meeting.third === undefined || meeting.third === null ? -1 : index.get(meeting.third);
    if (a === undefined || b === undefined || c === undefined) throw new Error(`meeting ${m}: unknown person`);
    ma[m] = a;
    mb[m] = b;
    mc[m] = c;
    pm[a].push(m);
    if (b !== a) pm[b].push(m);
    if (c >= 0 && c !== a && c !== b) pm[c].push(m);
    const base = meeting.allowed ?? Array.from({ length: T }, (_, t) => t);
    const set = new Set(base.filter((t) => Number.isInteger(t) && t >= 0 && t < T));
    const fixed = meeting.fixed;
    allowed.push(
      [...set]
        .filter(
          (t) =>
            !forbidden[a * T + t] &&
            !forbidden[b * T + t] &&
            (c < 0 || !forbidden[c * T + t]) &&
            (fixed === undefined || fixed === null || t === fixed),
        )
        .sort((x, y) => x - y),
    );
  });
  const cap = new Int32Array(T);
  for (let t = 0; t < T; t++)
    cap[t] = typeof instance.tables === 'number' ? instance.tables : (instance.tables[t] ?? 0);
  const prec = (instance.precedences ?? []).filter(([u, v]) => u >= 0 && u < M && v >= 0 && v < M);
  const precOf: number[][] = Array.from({ length: M }, () => []);
  prec.forEach(([u, v], i) => {
    precOf[u].push(i);
    if (v !== u) precOf[v].push(i);
  });
  return { P, M, T, ma, mb, mc, allowed, cap, pm, prec, precOf, source: instance };
}

/** The people of meeting m: its two, and its third when it has one. */
export function peopleOf(model: Model, m: number): number[] {
  return model.mc[m] < 0 ? [model.ma[m], model.mb[m]] : [model.ma[m], model.mb[m], model.mc[m]];
}
