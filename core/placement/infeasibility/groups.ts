// Reasons about groups of people, once each person's meetings and the tables pass alone:
// - a group G whose meetings (each with someone of G) outnumber what the slots can hold, a slot
//   holding at most its tables and one meeting per person of G free then. Found as the Hall witness
//   of a flow: each meeting sent to a cell (its representative of G, a slot), one meeting per cell,
//   a slot's tables per slot; the representatives are one side of a two-colouring of the people
//   (buyers or sellers on a buyer-seller day), then the other side, then the busier person of each
//   meeting;
// - three people whose meetings among them (each with two of the three) pairwise share a person,
//   so need distinct slots, and are more than the slots they may take.
// Each witness is checked in the plain terms of its sentence before it is given (docs/decisions/037).
import type { InfeasibilityReason } from '../infeasibility.ts';
import { type Model, peopleOf } from '../model.ts';
import { hallViolator } from './matching.ts';

/** A side (0 or 1) per person, so that most meetings join two sides (breadth-first two-colouring). */
function sides(model: Model): Uint8Array {
  const { P, M, ma, mb } = model;
  const next: number[][] = Array.from({ length: P }, () => []);
  for (let m = 0; m < M; m++) {
    next[ma[m]].push(mb[m]);
    next[mb[m]].push(ma[m]);
  }
  const side = new Uint8Array(P);
  const seen = new Uint8Array(P);
  for (let root = 0; root < P; root++) {
    if (seen[root]) continue;
    seen[root] = 1;
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
      for (const q of next[queue[i]]) {
        if (seen[q]) continue;
        seen[q] = 1;
        side[q] = 1 - side[queue[i]];
        queue.push(q);
      }
    }
  }
  return side;
}

/** The Hall witness of the flow with representatives `rep`, or null when every meeting gets a cell. */
function flowWitness(
  model: Model,
  windows: number[][],
  rep: Int32Array,
): { meetings: number[]; slots: number[] } | null {
  const { M, T, cap } = model;
  const occupant = new Int32Array(model.P * T).fill(-1);
  const holders: number[][] = Array.from({ length: T }, () => []);
  const cellSeen = new Int32Array(model.P * T);
  const slotSeen = new Int32Array(T);
  let stamp = 0;
  // m enters slot t through a free cell: room left, or a meeting there moves to another slot.
  const enter = (t: number, m: number): boolean => {
    if (slotSeen[t] === stamp) return false;
    slotSeen[t] = stamp;
    const here = holders[t];
    if (here.length < cap[t]) {
      here.push(m);
      return true;
    }
    for (let k = 0; k < here.length; k++) {
      const x = here[k];
      const cx = rep[x] * T + t;
      if (cellSeen[cx] === stamp) continue;
      cellSeen[cx] = stamp;
      if (place(x)) {
        occupant[cx] = -1;
        here[k] = m;
        return true;
      }
    }
    return false;
  };
  const place = (m: number): boolean => {
    for (const t of windows[m]) {
      const c = rep[m] * T + t;
      if (cellSeen[c] === stamp) continue;
      cellSeen[c] = stamp;
      const x = occupant[c];
      if (x >= 0 ? place(x) : enter(t, m)) {
        if (x >= 0) holders[t][holders[t].indexOf(x)] = m;
        occupant[c] = m;
        return true;
      }
    }
    return false;
  };
  for (let m = 0; m < M; m++) {
    stamp++;
    if (place(m)) continue;
    // Every cell the search saw is held by a meeting of the witness, or lies in a full slot it saw.
    const meetings = [m];
    const slots = new Set<number>();
    for (let c = 0; c < occupant.length; c++) {
      if (cellSeen[c] !== stamp) continue;
      slots.add(c % T);
      if (occupant[c] >= 0) meetings.push(occupant[c]);
    }
    for (let t = 0; t < T; t++) if (slotSeen[t] === stamp) for (const x of holders[t]) meetings.push(x);
    return { meetings: [...new Set(meetings)].sort((x, y) => x - y), slots: [...slots].sort((x, y) => x - y) };
  }
  return null;
}

/** The group reasons of `model` with each meeting's `windows` (empty when none proves anything). */
export function groupReasons(model: Model, windows: number[][]): InfeasibilityReason[] {
  const { M, cap, ma, mb } = model;
  const ids = model.source.people;
  const side = sides(model);
  const out: InfeasibilityReason[] = [];
  // Representatives: one side, the other, then the busier of the two (a group across the sides).
  for (const k of [0, 1, 2]) {
    const rep = new Int32Array(M);
    for (let m = 0; m < M; m++) {
      const [a, b] = [ma[m], mb[m]];
      if (k < 2) rep[m] = side[a] === k || side[b] !== k ? a : b;
      else rep[m] = model.pm[a].length >= model.pm[b].length ? a : b;
    }
    const w = flowWitness(model, windows, rep);
    if (!w) continue;
    // The plain count: per slot, its tables or the group's people with one of these meetings there.
    const group = [...new Set(w.meetings.map((m) => rep[m]))].sort((x, y) => x - y);
    const inGroup = new Set(group);
    let capacity = 0;
    for (const t of w.slots) {
      const free = new Set<number>();
      for (const m of w.meetings) {
        if (!windows[m].includes(t)) continue;
        for (const p of peopleOf(model, m)) if (inGroup.has(p)) free.add(p);
      }
      capacity += Math.min(cap[t], free.size);
    }
    if (w.meetings.length <= capacity) continue;
    out.push({
      code: 'group_overbooked',
      people: group.map((p) => ids[p]),
      meetings: w.meetings,
      slots: w.slots,
      counts: { meetings: w.meetings.length, capacity },
    });
    return out;
  }
  return triangles(model, windows);
}

/** Three people whose meetings among them (pairwise sharing a person) do not fit distinct slots. */
function triangles(model: Model, windows: number[][]): InfeasibilityReason[] {
  const { P, M, T } = model;
  const ids = model.source.people;
  const between = new Map<number, number[]>();
  const near: Set<number>[] = Array.from({ length: P }, () => new Set());
  for (let m = 0; m < M; m++) {
    const who = peopleOf(model, m);
    for (const x of who) {
      for (const y of who) {
        if (x >= y) continue;
        near[x].add(y);
        const key = x * P + y;
        between.set(key, [...(between.get(key) ?? []), m]);
      }
    }
  }
  const out: InfeasibilityReason[] = [];
  for (let x = 0; x < P && out.length < 20; x++) {
    for (const y of near[x]) {
      for (const z of near[y]) {
        if (!near[x].has(z)) continue;
        const list = [...new Set([...between.get(x * P + y)!, ...between.get(y * P + z)!, ...between.get(x * P + z)!])];
        const w = hallViolator(windows, list, T);
        if (!w) continue;
        out.push({
          code: 'group_overbooked',
          people: [ids[x], ids[y], ids[z]],
          meetings: w.meetings,
          slots: w.slots,
          counts: { meetings: w.meetings.length, slots: w.slots.length },
        });
      }
    }
  }
  return out;
}
