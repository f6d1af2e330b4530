// The organiser's orders (docs/rules.md#fixed-meetings-and-precedences) as one day's placement sees
// them in compact days: an order between two of the day's new meetings is a precedence of the
// instance; one with a kept meeting of the day bounds the new meeting's slots. Orders with meetings
// of other days hold whatever the day does (a meeting keeps its day), so they ask nothing here.
import type { Model } from './model.ts';

/** For day d's new meetings `list`: precedences between their indices, and allowed slots (of the day) per index. */
export function dayOrders(m: Model, d: number, list: number[]) {
  const precedences: [number, number][] = [];
  const allowed: (number[] | undefined)[] = new Array(list.length);
  if (m.follows === null || m.precedes === null) return { precedences, allowed };
  const at = new Map(list.map((e, i) => [e, i]));
  const first = d * m.S;
  const inDay = (t: number) => t >= first && t < first + m.S;
  list.forEach((e, i) => {
    let after = -1;
    let before = m.S;
    for (const x of m.follows?.[e] ?? []) {
      if (x >= 0 && at.has(x)) precedences.push([at.get(x) as number, i]);
      else if (x < 0 && inDay(-x - 1)) after = Math.max(after, -x - 1 - first);
    }
    for (const x of m.precedes?.[e] ?? []) {
      if (x >= 0 && at.has(x)) continue; // pushed from x's side
      if (x < 0 && inDay(-x - 1)) before = Math.min(before, -x - 1 - first);
    }
    if (after >= 0 || before < m.S) {
      allowed[i] = Array.from({ length: m.S }, (_, k) => k).filter((k) => k > after && k < before);
    }
  });
  return { precedences, allowed };
}
