// The decision order of the CDCL solver (cdcl.ts): VSIDS, each variable's activity raised when it
// takes part in a conflict and decayed by raising the increment, the unassigned ones kept in a
// binary max-heap by activity.

/** Variables by activity, most active first. */
export class VarOrder {
  private activity: Float64Array;
  private inc = 1;
  private heap: Int32Array;
  private size = 0;
  /** Position in the heap, -1 when not in it. */
  private pos: Int32Array;

  /** All of 0..nVars-1 in the heap, activity 0. */
  constructor(nVars: number) {
    this.activity = new Float64Array(nVars);
    this.heap = new Int32Array(nVars);
    this.pos = new Int32Array(nVars).fill(-1);
    for (let v = 0; v < nVars; v++) this.insert(v);
  }

  /** Adds `amount` to v's activity (a hint from outside the search). */
  raise(v: number, amount: number): void {
    this.activity[v] += amount;
    if (this.pos[v] >= 0) this.up(this.pos[v]);
  }

  /** Raises v by the current increment (v took part in a conflict), rescaling all when too large. */
  bump(v: number): void {
    this.activity[v] += this.inc;
    if (this.activity[v] > 1e100) {
      for (let u = 0; u < this.activity.length; u++) this.activity[u] *= 1e-100;
      this.inc *= 1e-100;
    }
    if (this.pos[v] >= 0) this.up(this.pos[v]);
  }

  /** Older bumps count less: the increment grows by 1 / 0.95 per conflict. */
  decay(): void {
    this.inc /= 0.95;
  }

  /** Puts v back (after it was unassigned); nothing when it is there. */
  insert(v: number): void {
    if (this.pos[v] >= 0) return;
    this.pos[v] = this.size;
    this.heap[this.size++] = v;
    this.up(this.size - 1);
  }

  /** The most active variable, taken out; -1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    const heap = this.heap;
    const top = heap[0];
    this.pos[top] = -1;
    const last = heap[--this.size];
    if (this.size > 0) {
      let i = 0;
      const a = this.activity[last];
      for (;;) {
        let child = 2 * i + 1;
        if (child >= this.size) break;
        if (child + 1 < this.size && this.activity[heap[child + 1]] > this.activity[heap[child]]) child++;
        if (this.activity[heap[child]] <= a) break;
        heap[i] = heap[child];
        this.pos[heap[i]] = i;
        i = child;
      }
      heap[i] = last;
      this.pos[last] = i;
    }
    return top;
  }

  private up(i: number): void {
    const heap = this.heap;
    const v = heap[i];
    const a = this.activity[v];
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const u = heap[parent];
      if (this.activity[u] >= a) break;
      heap[i] = u;
      this.pos[u] = i;
      i = parent;
    }
    heap[i] = v;
    this.pos[v] = i;
  }
}
