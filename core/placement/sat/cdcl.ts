// A compact CDCL SAT solver (watched literals, VSIDS of vsids.ts, phase saving, Luby restarts,
// first-UIP learning with local minimisation, learnt-clause reduction by LBD) with native "at most k of
// these literals" constraints, whose propagations are explained lazily from the literals that were
// true before. It exists so that the placement search learns from its failures
// (docs/decisions/020) while staying pure TypeScript, stoppable by a count of work (repeatable
// whatever the load) and free of a native or WebAssembly dependency.
//
// Literals: 2 * v for variable v true, 2 * v + 1 for v false.
import { VarOrder } from './vsids.ts';

export type SatAnswer = 'sat' | 'unsat' | 'unknown';

const R_NONE = 0;
const R_CLAUSE = 1;
const R_BIN = 2;
const R_CARD = 3;

export const lit = (v: number, positive: boolean) => 2 * v + (positive ? 0 : 1);

/**
 * Work units per literal added: building the problem counts in the budget too (forum-14's 143,000
 * literals take some 40 ms, about what 5 units each come to at the search's units per ms).
 */
const ENCODE_UNITS = 5;

export class Cdcl {
  readonly nVars: number;
  /** Per literal: 1 true, -1 false, 0 unassigned. */
  private val: Int8Array;
  private level: Int32Array;
  private pos: Int32Array;
  private rtype: Uint8Array;
  private rref: Int32Array;
  private trail: Int32Array;
  private trailLen = 0;
  private qhead = 0;
  private lim: number[] = [];
  /**
   * Clauses of three or more literals, one after another in one array: [length, LBD, literals...],
   * a clause named by its offset, its length -1 once deleted. Reading a clause is then one array
   * access away from the watch list, not three (object, typed array, its buffer).
   */
  private arena = new Int32Array(1 << 16);
  private arenaTop = 0;
  /** Clauses of three or more literals ever attached (deleted ones included). */
  private nClauses = 0;
  private learnts: number[] = [];
  private watches: number[][];
  /**
   * Entries in use of each watch list: a list that loses entries keeps its array (setting a JS
   * array's length shorter is a call into the runtime, the costliest line of the propagation).
   */
  private watchLen: Int32Array;
  private bins: number[][];
  private cardLits: Int32Array[] = [];
  private cardK: number[] = [];
  private cardCnt: number[] = [];
  private occ: number[][];
  private order: VarOrder;
  private phase: Uint8Array;
  /** Values of the longest conflict-free trail since the last restart (-1: none), tried first. */
  private target: Int8Array;
  private targetLen = 0;
  /**
   * Values of the longest conflict-free trail of all (-1: never on it): when no model is found, the
   * nearest the search came to one (solvePlacement starts its annealing there).
   */
  readonly best: Int8Array;
  private bestLen = 0;
  /**
   * Decide by the target phase (as CaDiCaL's stable mode does): it found the break-free plan of
   * ticf-13crafa in 6 s of CPU (docs/decisions/020).
   */
  useTarget = true;
  /** Conflicts per unit of the Luby restart sequence. */
  restartUnit = 100;
  /** performance.now() past which `solve` gives up (a guard for a far slower machine; the budget is the work). */
  deadline = Number.POSITIVE_INFINITY;
  private seen: Uint8Array;
  /** Per decision level: the stamp of the last computeLbd that met it. */
  private lbdSeen: Int32Array;
  private lbdStamp = 0;
  private confl: number[] = [];
  private buf: number[] = [];
  /** False once the clauses are known unsatisfiable at level 0. */
  ok = true;
  /** Units of work done (watch and constraint visits, literals added): the budget of `solve`. */
  work = 0;
  conflicts = 0;
  /** The last model found, per variable (1 true, 0 false). */
  model: Uint8Array;
  /** When set, every clause and constraint added is also kept here (to export the problem). */
  log?: { clauses: number[][]; atMost: [number[], number][] };

  constructor(nVars: number) {
    this.nVars = nVars;
    const L = 2 * nVars;
    this.val = new Int8Array(L);
    this.level = new Int32Array(nVars);
    this.pos = new Int32Array(nVars);
    this.rtype = new Uint8Array(nVars);
    this.rref = new Int32Array(nVars);
    this.trail = new Int32Array(nVars);
    this.watches = Array.from({ length: L }, () => []);
    this.watchLen = new Int32Array(L);
    this.bins = Array.from({ length: L }, () => []);
    this.occ = Array.from({ length: L }, () => []);
    this.order = new VarOrder(nVars);
    this.phase = new Uint8Array(nVars);
    this.target = new Int8Array(nVars).fill(-1);
    this.best = new Int8Array(nVars).fill(-1);
    this.lbdSeen = new Int32Array(nVars + 1);
    this.seen = new Uint8Array(nVars);
    this.model = new Uint8Array(nVars);
  }

  /** Preferred value of v when the search first decides it (phase saving takes over after). */
  setPhase(v: number, value: boolean): void {
    this.phase[v] = value ? 1 : 0;
  }

  /** Raises v's activity so that it is decided early. */
  bump(v: number, amount: number): void {
    this.order.raise(v, amount);
  }

  private decisionLevel(): number {
    return this.lim.length;
  }

  private enqueue(l: number, type: number, ref: number): void {
    const v = l >> 1;
    this.val[l] = 1;
    this.val[l ^ 1] = -1;
    this.level[v] = this.lim.length;
    this.pos[v] = this.trailLen;
    this.rtype[v] = type;
    this.rref[v] = ref;
    this.trail[this.trailLen++] = l;
  }

  /** Adds a clause (only between solves, at level 0). Returns false when it makes the problem unsatisfiable. */
  addClause(input: ArrayLike<number>): boolean {
    this.log?.clauses.push(Array.from(input));
    this.work += input.length * ENCODE_UNITS;
    if (!this.ok) return false;
    this.cancelUntil(0);
    const lits: number[] = [];
    for (let i = 0; i < input.length; i++) {
      const l = input[i];
      const value = this.val[l];
      if (value === 1 || lits.includes(l ^ 1)) return true;
      if (value === 0 && !lits.includes(l)) lits.push(l);
    }
    if (lits.length === 0) {
      this.ok = false;
      return false;
    }
    if (lits.length === 1) {
      this.enqueue(lits[0], R_NONE, 0);
      this.ok = this.propagate() < 0;
      return this.ok;
    }
    this.attach(lits, false, 0);
    return true;
  }

  private attach(lits: ArrayLike<number>, learnt: boolean, lbd: number): number {
    if (lits.length === 2) {
      this.bins[lits[0]].push(lits[1]);
      this.bins[lits[1]].push(lits[0]);
      return -1;
    }
    const need = lits.length + 2;
    if (this.arenaTop + need > this.arena.length) {
      const grown = new Int32Array(Math.max(2 * this.arena.length, this.arenaTop + need));
      grown.set(this.arena.subarray(0, this.arenaTop));
      this.arena = grown;
    }
    const c = this.arenaTop;
    this.arena[c] = lits.length;
    this.arena[c + 1] = lbd;
    for (let i = 0; i < lits.length; i++) this.arena[c + 2 + i] = lits[i];
    this.arenaTop += need;
    this.nClauses++;
    this.watch(lits[0], c, lits[1]);
    this.watch(lits[1], c, lits[0]);
    if (learnt) this.learnts.push(c);
    return c;
  }

  /** Appends (clause c, blocker) to literal l's watch list. */
  private watch(l: number, c: number, blocker: number): void {
    const ws = this.watches[l];
    const n = this.watchLen[l];
    ws[n] = c;
    ws[n + 1] = blocker;
    this.watchLen[l] = n + 2;
  }

  /** Adds "at most k of lits are true" (between solves). Returns its id. */
  addAtMost(lits: ArrayLike<number>, k: number): number {
    this.log?.atMost.push([Array.from(lits), k]);
    this.work += lits.length * ENCODE_UNITS;
    const c = this.cardLits.length;
    this.cardLits.push(Int32Array.from(lits));
    this.cardK.push(k);
    this.cardCnt.push(0);
    for (let i = 0; i < lits.length; i++) this.occ[lits[i]].push(c);
    this.cancelUntil(0);
    // Literals already true at level 0 count from now on.
    let n = 0;
    for (let i = 0; i < lits.length; i++) if (this.val[lits[i]] === 1 && this.pos[lits[i] >> 1] < this.qhead) n++;
    this.cardCnt[c] = n;
    this.setAtMost(c, k);
    return c;
  }

  /** Lowers the k of a constraint (never raise it: what was learnt under the old k must stay true). */
  setAtMost(c: number, k: number): boolean {
    if (!this.ok) return false;
    this.cancelUntil(0);
    this.cardK[c] = k;
    if (this.cardCnt[c] > k) {
      this.ok = false;
      return false;
    }
    if (this.cardCnt[c] === k) {
      const lits = this.cardLits[c];
      for (let i = 0; i < lits.length; i++) if (this.val[lits[i]] === 0) this.enqueue(lits[i] ^ 1, R_NONE, 0);
    }
    this.ok = this.propagate() < 0;
    return this.ok;
  }

  /** Unit propagation; returns -1, or 1 with the conflicting (all false) literals in `confl`. */
  private propagate(): number {
    const val = this.val;
    while (this.qhead < this.trailLen) {
      const p = this.trail[this.qhead++];
      const np = p ^ 1;
      // Constraints first, all counted before any check, so that backtracking can uncount them.
      const cards = this.occ[p];
      this.work += cards.length;
      for (let i = 0; i < cards.length; i++) this.cardCnt[cards[i]]++;
      for (let i = 0; i < cards.length; i++) {
        const c = cards[i];
        const cnt = this.cardCnt[c];
        const k = this.cardK[c];
        if (cnt < k) continue;
        const lits = this.cardLits[c];
        this.work += lits.length >> 2;
        if (cnt > k) {
          this.confl.length = 0;
          for (let j = 0; j < lits.length; j++) if (val[lits[j]] === 1) this.confl.push(lits[j] ^ 1);
          return 1;
        }
        for (let j = 0; j < lits.length; j++) if (val[lits[j]] === 0) this.enqueue(lits[j] ^ 1, R_CARD, c);
      }
      const bl = this.bins[np];
      this.work += bl.length;
      for (let i = 0; i < bl.length; i++) {
        const q = bl[i];
        const vq = val[q];
        if (vq === 1) continue;
        if (vq === -1) {
          this.confl.length = 0;
          this.confl.push(np, q);
          return 1;
        }
        this.enqueue(q, R_BIN, np);
      }
      // Watch lists hold pairs (clause, blocker): a literal of the clause whose truth settles it
      // without reading the clause.
      const A = this.arena;
      const ws = this.watches[np];
      let i = 0;
      let j = 0;
      const n = this.watchLen[np];
      // A blocker settles most entries without reading the clause: a quarter unit each, a
      // clause read one unit (so that work stays near proportional to time on every instance).
      this.work += n >> 3;
      while (i < n) {
        const c = ws[i];
        const blocker = ws[i + 1];
        i += 2;
        if (val[blocker] === 1) {
          ws[j++] = c;
          ws[j++] = blocker;
          continue;
        }
        const len = A[c];
        this.work++;
        if (len < 0) continue;
        const b = c + 2;
        if (A[b] === np) {
          A[b] = A[b + 1];
          A[b + 1] = np;
        }
        const first = A[b];
        if (val[first] === 1) {
          ws[j++] = c;
          ws[j++] = first;
          continue;
        }
        let moved = false;
        for (let k = 2; k < len; k++) {
          const l = A[b + k];
          if (val[l] !== -1) {
            A[b + 1] = l;
            A[b + k] = np;
            this.watch(l, c, first);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        ws[j++] = c;
        ws[j++] = first;
        if (val[first] === -1) {
          while (i < n) ws[j++] = ws[i++];
          this.watchLen[np] = j;
          this.confl.length = 0;
          for (let k = 0; k < len; k++) this.confl.push(A[b + k]);
          return 1;
        }
        this.enqueue(first, R_CLAUSE, c);
      }
      this.watchLen[np] = j;
    }
    return -1;
  }

  /** The false literals that implied variable v (its reason without v's own literal) into `buf`. */
  private reason(v: number): number[] {
    const out = this.buf;
    out.length = 0;
    const type = this.rtype[v];
    if (type === R_CLAUSE) {
      const c = this.rref[v];
      const len = this.arena[c];
      this.work += len;
      for (let k = 1; k < len; k++) out.push(this.arena[c + 2 + k]);
    } else if (type === R_BIN) {
      out.push(this.rref[v]);
    } else if (type === R_CARD) {
      const lits = this.cardLits[this.rref[v]];
      this.work += lits.length;
      const at = this.pos[v];
      for (let k = 0; k < lits.length; k++) {
        const l = lits[k];
        if (this.val[l] === 1 && this.pos[l >> 1] < at) out.push(l ^ 1);
      }
    }
    return out;
  }

  private cancelUntil(lvl: number): void {
    if (this.lim.length <= lvl) return;
    const stop = this.lim[lvl];
    for (let i = this.trailLen - 1; i >= stop; i--) {
      const l = this.trail[i];
      const v = l >> 1;
      if (i < this.qhead) {
        const cards = this.occ[l];
        for (let k = 0; k < cards.length; k++) this.cardCnt[cards[k]]--;
      }
      this.val[l] = 0;
      this.val[l ^ 1] = 0;
      this.phase[v] = l & 1 ? 0 : 1;
      this.order.insert(v);
    }
    this.trailLen = stop;
    this.qhead = stop;
    this.lim.length = lvl;
  }

  /** First-UIP analysis of `confl`; returns the learnt clause (asserting literal first) and its backjump level. */
  private analyze(): [number[], number] {
    const seen = this.seen;
    const out: number[] = [0];
    let pathC = 0;
    let p = -1;
    let idx = this.trailLen - 1;
    // Read in place: neither the conflict nor a reason's buffer changes before it is walked.
    let lits: number[] = this.confl;
    const dl = this.decisionLevel();
    for (;;) {
      for (const q of lits) {
        const v = q >> 1;
        if (seen[v] || this.level[v] === 0) continue;
        this.order.bump(v);
        seen[v] = 1;
        if (this.level[v] >= dl) pathC++;
        else out.push(q);
      }
      while (!seen[this.trail[idx] >> 1]) {
        // A reason naming a later literal would walk past the trail: fail loudly, never loop.
        if (idx < 0) throw new Error('cdcl: conflict analysis ran off the trail');
        idx--;
      }
      p = this.trail[idx--];
      seen[p >> 1] = 0;
      if (--pathC === 0) break;
      lits = this.reason(p >> 1);
    }
    out[0] = p ^ 1;
    // Local minimisation: drop a literal whose reason lies wholly inside the clause.
    const marked = out.slice(1);
    let j = 1;
    for (let i = 1; i < out.length; i++) {
      const v = out[i] >> 1;
      let keep = this.rtype[v] === R_NONE;
      if (!keep) {
        for (const q of this.reason(v)) {
          const u = q >> 1;
          if (!seen[u] && this.level[u] > 0) {
            keep = true;
            break;
          }
        }
      }
      if (keep) out[j++] = out[i];
    }
    for (const q of marked) seen[q >> 1] = 0;
    out.length = j;
    let back = 0;
    if (out.length > 1) {
      let max = 1;
      for (let i = 2; i < out.length; i++) if (this.level[out[i] >> 1] > this.level[out[max] >> 1]) max = i;
      const t = out[1];
      out[1] = out[max];
      out[max] = t;
      back = this.level[out[1] >> 1];
    }
    return [out, back];
  }

  private computeLbd(lits: number[]): number {
    // Levels are marked with a stamp per call instead of a Set: no garbage per conflict.
    const stamp = ++this.lbdStamp;
    let n = 0;
    for (const l of lits) {
      const lvl = this.level[l >> 1];
      if (this.lbdSeen[lvl] !== stamp) {
        this.lbdSeen[lvl] = stamp;
        n++;
      }
    }
    return n;
  }

  /** Drops the worse half of the learnt clauses (by LBD), keeping those of LBD <= 2 and reasons. */
  private reduce(): void {
    const A = this.arena;
    const locked = (c: number) => {
      const first = A[c + 2];
      const v = first >> 1;
      return this.val[first] === 1 && this.rtype[v] === R_CLAUSE && this.rref[v] === c;
    };
    // Offsets grow with age, so "b - a" keeps the newer first among equal LBDs, as clause numbers did.
    this.learnts.sort((a, b) => A[a + 1] - A[b + 1] || b - a);
    const keep: number[] = [];
    const half = this.learnts.length >> 1;
    this.learnts.forEach((c, i) => {
      if (i < half || A[c + 1] <= 2 || locked(c)) keep.push(c);
      else A[c] = -1;
    });
    this.learnts = keep;
  }

  /**
   * Searches for a model within `workLimit` more units of work. 'sat' leaves it in `model`;
   * 'unsat' is final; 'unknown' when the work ran out.
   */
  solve(workLimit: number): SatAnswer {
    if (!this.ok) return 'unsat';
    const stopAt = this.work + workLimit;
    let restart = 0;
    let maxLearnts = Math.max(2000, this.nClauses / 3);
    for (;;) {
      let budget = luby(restart++) * this.restartUnit;
      for (;;) {
        if (this.propagate() >= 0) {
          this.conflicts++;
          if (this.decisionLevel() === 0) {
            this.ok = false;
            return 'unsat';
          }
          // Conflict-free up to the last decision: the longest such trail since the restart is the
          // target (kept here, not at each decision, so that it costs one copy per conflict).
          const free = this.lim[this.lim.length - 1];
          if (free > this.bestLen) {
            this.bestLen = free;
            for (let i = 0; i < free; i++) this.best[this.trail[i] >> 1] = this.trail[i] & 1 ? 0 : 1;
          }
          if (this.useTarget && free > this.targetLen) {
            this.targetLen = free;
            for (let i = 0; i < free; i++) this.target[this.trail[i] >> 1] = this.trail[i] & 1 ? 0 : 1;
          }
          const [learnt, back] = this.analyze();
          this.cancelUntil(back);
          if (learnt.length === 1) this.enqueue(learnt[0], R_NONE, 0);
          else {
            const c = this.attach(learnt, true, this.computeLbd(learnt));
            if (c < 0) this.enqueue(learnt[0], R_BIN, learnt[1]);
            else this.enqueue(learnt[0], R_CLAUSE, c);
          }
          this.order.decay();
          budget--;
          if ((this.conflicts & 255) === 0 && performance.now() > this.deadline) {
            this.cancelUntil(0);
            return 'unknown';
          }
          continue;
        }
        if (this.work >= stopAt) {
          this.cancelUntil(0);
          return 'unknown';
        }
        if (budget <= 0) {
          this.targetLen = 0;
          this.cancelUntil(0);
          break;
        }
        if (this.learnts.length >= maxLearnts + this.trailLen) {
          this.reduce();
          maxLearnts *= 1.1;
        }
        let v = this.order.pop();
        while (v >= 0 && this.val[2 * v] !== 0) v = this.order.pop();
        if (v < 0) {
          for (let u = 0; u < this.nVars; u++) this.model[u] = this.val[2 * u] === 1 ? 1 : 0;
          this.cancelUntil(0);
          return 'sat';
        }
        this.lim.push(this.trailLen);
        const t = this.useTarget ? this.target[v] : -1;
        this.enqueue(lit(v, t >= 0 ? t === 1 : this.phase[v] === 1), R_NONE, 0);
      }
    }
  }
}

/** The Luby sequence 1 1 2 1 1 2 4 ... (restart lengths in units of 100 conflicts). */
function luby(i: number): number {
  let size = 1;
  let seq = 0;
  while (size < i + 1) {
    seq++;
    size = 2 * size + 1;
  }
  let x = i;
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x %= size;
  }
  return 2 ** seq;
}
