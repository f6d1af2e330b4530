// Hall's theorem as a certificate: when meetings cannot all be matched into slots (one meeting per
// slot, or up to a slot's tables), the failed search for an augmenting path from an unmatched meeting
// has visited a set S of meetings whose slots are all full of meetings of S: S needs more places than
// its slots offer. That S (with its slots) is the witness reasons name (docs/decisions/037).

/** Meetings that cannot all get a place in their slots, and every slot any of them may take. */
export interface HallWitness {
  meetings: number[];
  slots: number[];
}

/**
 * Matches `meetings` into their `allowed` slots, at most `cap[t]` in slot t (1 each without `cap`),
 * by augmenting paths; null when all fit, else the witness of the first meeting that does not.
 */
export function hallViolator(allowed: number[][], meetings: number[], T: number, cap?: Int32Array): HallWitness | null {
  const holders: number[][] = Array.from({ length: T }, () => []);
  // Slots seen in the current search, by a stamp so that nothing is cleared between searches.
  const seen = new Int32Array(T);
  let stamp = 0;
  const augment = (x: number): boolean => {
    for (const t of allowed[x]) {
      if (seen[t] === stamp) continue;
      seen[t] = stamp;
      if (holders[t].length < (cap ? cap[t] : 1)) {
        holders[t].push(x);
        return true;
      }
      const here = holders[t];
      for (let k = 0; k < here.length; k++) {
        if (augment(here[k])) {
          here[k] = x;
          return true;
        }
      }
    }
    return false;
  };
  for (const m of meetings) {
    stamp++;
    if (augment(m)) continue;
    // The failed search left every slot it saw full; their holders and m are the witness.
    const slots: number[] = [];
    const set = [m];
    for (let t = 0; t < T; t++) {
      if (seen[t] !== stamp) continue;
      slots.push(t);
      set.push(...holders[t]);
    }
    return { meetings: set.sort((x, y) => x - y), slots };
  }
  return null;
}
