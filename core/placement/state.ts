// The annealing's mutable plan (docs/decisions/020): every count the penalty needs (clashes,
// tables over capacity, precedences, each person's busy slots and breaks), kept up to date meeting
// by meeting so that a move costs only what it changes.
import { breaksOfMask, breaksOfRow, idleOfMask, idleOfRow, popcount } from '../rules/breaks.ts';
import type { Model } from './model.ts';

/** A meeting without a slot. */
export const NONE = -1;

export { popcount };

/** Mutable plan with every count the penalty needs, updated meeting by meeting. */
export class State {
  slot: Int32Array;
  occ: Uint8Array;
  load: Int32Array;
  br: Int32Array;
  members: number[][];
  pos: Int32Array;
  breaks = 0;
  /** Idle slots between people's first and last meetings (guides the search towards closing gaps). */
  idle = 0;
  lastIdle = 0;
  idleOf: Int32Array;
  /** Occupied slots per person as bits (when there are at most 30 slots). */
  mask: Int32Array;
  clash = 0;
  over = 0;
  unfair = 0;
  late = 0;
  /** Meetings moved so far (the unit of the search budget). */
  work = 0;
  readonly model: Model;
  readonly D: number;
  constructor(model: Model, D: number) {
    this.model = model;
    this.D = D;
    const { P, M, T } = model;
    this.slot = new Int32Array(M).fill(NONE);
    this.occ = new Uint8Array(P * T);
    this.load = new Int32Array(T);
    this.br = new Int32Array(P);
    this.idleOf = new Int32Array(P);
    this.mask = new Int32Array(P);
    this.members = Array.from({ length: T }, () => []);
    this.pos = new Int32Array(M);
  }
  get violations() {
    return this.clash + this.over + this.unfair + this.late;
  }
  /** Breaks of person p; also leaves the idle slots inside p's day in `lastIdle`. */
  breaksOf(p: number): number {
    const { T } = this.model;
    if (T <= 30) {
      const x = this.mask[p];
      this.lastIdle = idleOfMask(x);
      return breaksOfMask(x);
    }
    this.lastIdle = idleOfRow(this.occ, p * T, T);
    return breaksOfRow(this.occ, p * T, T);
  }
  private lateOf(m: number): number {
    let n = 0;
    for (const i of this.model.precOf[m]) {
      const [u, v] = this.model.prec[i];
      if (this.slot[u] !== NONE && this.slot[v] !== NONE && this.slot[u] >= this.slot[v]) n++;
    }
    return n;
  }
  /** Moves meeting m to slot t (NONE: takes it off the plan). */
  set(m: number, t: number): void {
    const { ma, mb, mc, cap } = this.model;
    const s = this.slot[m];
    if (s === t) return;
    this.work++;
    if (this.model.precOf[m].length) this.late -= this.lateOf(m);
    const a = ma[m];
    const b = mb[m];
    const c = mc[m];
    if (s !== NONE) {
      this.leave(a, s);
      this.leave(b, s);
      if (c >= 0) this.leave(c, s);
      if (--this.load[s] >= cap[s]) this.over--;
      const list = this.members[s];
      const i = this.pos[m];
      const last = list.pop()!;
      if (last !== m) {
        list[i] = last;
        this.pos[last] = i;
      }
    }
    if (t !== NONE) {
      this.join(a, t);
      this.join(b, t);
      if (c >= 0) this.join(c, t);
      if (++this.load[t] > cap[t]) this.over++;
      this.pos[m] = this.members[t].length;
      this.members[t].push(m);
    }
    this.slot[m] = t;
    if (this.model.precOf[m].length) this.late += this.lateOf(m);
    this.refresh(a);
    this.refresh(b);
    if (c >= 0) this.refresh(c);
  }
  private leave(p: number, s: number): void {
    if (--this.occ[p * this.model.T + s] >= 1) this.clash--;
    else this.mask[p] &= ~(1 << s);
  }
  private join(p: number, t: number): void {
    if (++this.occ[p * this.model.T + t] >= 2) this.clash++;
    else this.mask[p] |= 1 << t;
  }
  private refresh(p: number): void {
    const nb = this.breaksOf(p);
    const old = this.br[p];
    this.idle += this.lastIdle - this.idleOf[p];
    this.idleOf[p] = this.lastIdle;
    if (nb === old) return;
    this.breaks += nb - old;
    this.unfair += Math.max(0, nb - this.D) - Math.max(0, old - this.D);
    this.br[p] = nb;
  }
  /** Is meeting m part of something that costs: a clash, a full slot, a break or an unfair person? */
  troubled(m: number): boolean {
    const { T, ma, mb, mc, cap } = this.model;
    const s = this.slot[m];
    const a = ma[m];
    const b = mb[m];
    const c = mc[m];
    return (
      this.br[a] > 0 ||
      this.br[b] > 0 ||
      this.occ[a * T + s] > 1 ||
      this.occ[b * T + s] > 1 ||
      (c >= 0 && (this.br[c] > 0 || this.occ[c * T + s] > 1)) ||
      this.load[s] > cap[s] ||
      (this.model.precOf[m].length > 0 && this.lateOf(m) > 0)
    );
  }
}
