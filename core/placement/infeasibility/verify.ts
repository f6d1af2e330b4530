// An independent reading of each reason for the tests: it recomputes from the instance as written
// (strings, sets, no code of the explainer) that the people, meetings, slots and counts a reason
// names really make a proof that no plan exists. Returns what is wrong, or null.
import { breaksOfSlots } from '../../rules/breaks.ts';
import type { InfeasibilityReason } from '../infeasibility.ts';
import type { PlacementInstance } from '../types.ts';

const peopleOf = (inst: PlacementInstance, m: number) => {
  const x = inst.meetings[m];
  return x.third ? [x.a, x.b, x.third] : [x.a, x.b];
};

/** Slots a meeting may take alone: its session, its fixed slot, nobody of it away. */
function alone(inst: PlacementInstance, m: number): Set<number> {
  const x = inst.meetings[m];
  const out = new Set<number>();
  for (let t = 0; t < inst.slots; t++) {
    if (x.allowed && !x.allowed.includes(t)) continue;
    if (x.fixed !== undefined && x.fixed !== null && x.fixed !== t) continue;
    if (peopleOf(inst, m).some((p) => (inst.forbidden?.[p] ?? []).includes(t))) continue;
    out.add(t);
  }
  return out;
}

/** Slots each meeting may take once the precedences are followed to a fixpoint (earliest and latest). */
export function possibleSlots(inst: PlacementInstance): Set<number>[] {
  const sets = inst.meetings.map((_, m) => alone(inst, m));
  for (let changed = true; changed; ) {
    changed = false;
    for (const [u, v] of inst.precedences ?? []) {
      const minU = Math.min(...sets[u]);
      const maxV = Math.max(...sets[v]);
      for (const t of [...sets[v]]) if (t <= minU && sets[v].delete(t)) changed = true;
      for (const t of [...sets[u]]) if (t >= maxV && sets[u].delete(t)) changed = true;
    }
  }
  return sets;
}

const tablesAt = (inst: PlacementInstance, t: number) =>
  typeof inst.tables === 'number' ? inst.tables : (inst.tables[t] ?? 0);

/** What is wrong with reason `r` as a proof, or null when it holds. */
export function verifyReason(inst: PlacementInstance, r: InfeasibilityReason, d?: number): string | null {
  const ms = r.meetings;
  const fixed = (m: number) => inst.meetings[m].fixed;
  const has = (m: number, p: string) => peopleOf(inst, m).includes(p);
  const possible = possibleSlots(inst);
  const union = (list: number[]) => new Set(list.flatMap((m) => [...possible[m]]));
  const inSlots = (s: Set<number>) => [...s].every((t) => r.slots.includes(t));
  switch (r.code) {
    case 'fixed_person_clash':
      return ms.length >= 2 && ms.every((m) => fixed(m) === r.slots[0] && has(m, r.people[0])) ? null : 'no clash';
    case 'fixed_over_tables':
      return ms.every((m) => fixed(m) === r.slots[0]) && ms.length > tablesAt(inst, r.slots[0]) ? null : 'fits';
    case 'fixed_when_away':
      return fixed(ms[0]) === r.slots[0] &&
        r.people.every((p) => has(ms[0], p) && inst.forbidden?.[p]?.includes(r.slots[0]))
        ? null
        : 'not away';
    case 'fixed_outside_allowed': {
      const x = inst.meetings[ms[0]];
      const f = x.fixed as number;
      return f < 0 || f >= inst.slots || (x.allowed && !x.allowed.includes(f)) ? null : 'allowed';
    }
    case 'no_slot_left': {
      if (ms.length === 1) return alone(inst, ms[0]).size === 0 ? null : 'has a slot';
      // Among the meetings named, those with one slot left take it, until one has none.
      const left = ms.map((m) => new Set(possible[m]));
      const empty = () => left.some((slots) => slots.size === 0);
      for (let changed = true; changed && !empty(); ) {
        changed = false;
        left.forEach((slots, i) => {
          if (slots.size !== 1) return;
          const [t] = slots;
          left.forEach((other, j) => {
            const shared = peopleOf(inst, ms[i]).some((p) => has(ms[j], p));
            if (j !== i && shared && other.delete(t)) changed = true;
          });
        });
      }
      return empty() ? null : 'has a slot';
    }
    case 'person_meets_themself':
      return new Set(peopleOf(inst, ms[0])).size < peopleOf(inst, ms[0]).length ? null : 'distinct people';
    case 'person_overbooked':
    case 'session_too_small':
    case 'tables_too_few': {
      // Every meeting named may only take the slots named; they are more than those slots hold.
      if (!inSlots(union(ms))) return 'a meeting may take a slot not named';
      if (r.people.length === 1) {
        return ms.every((m) => has(m, r.people[0])) && ms.length > r.slots.length ? null : 'fits the person';
      }
      const room = r.slots.reduce((n, t) => n + tablesAt(inst, t), 0);
      return ms.length > room ? null : 'fits the tables';
    }
    case 'group_overbooked': {
      // Each meeting has a person of the group; a slot holds at most its tables and one meeting per person.
      if (!ms.every((m) => r.people.some((p) => has(m, p)))) return 'a meeting outside the group';
      if (!inSlots(union(ms))) return 'a meeting may take a slot not named';
      let room = 0;
      for (const t of r.slots) {
        const free = r.people.filter((p) => ms.some((m) => has(m, p) && possible[m].has(t)));
        room += Math.min(tablesAt(inst, t), free.length);
      }
      const pairwise = ms.every((m, i) => ms.every((n, j) => i === j || peopleOf(inst, m).some((p) => has(n, p))));
      return ms.length > room || (pairwise && ms.length > r.slots.length) ? null : 'fits the group';
    }
    case 'precedence_cycle': {
      const pairs = new Set((inst.precedences ?? []).map(([u, v]) => `${u} ${v}`));
      return ms.every((m, i) => pairs.has(`${m} ${ms[(i + 1) % ms.length]}`)) ? null : 'not a cycle';
    }
    case 'precedence_chain_too_long': {
      const pairs = new Set((inst.precedences ?? []).map(([u, v]) => `${u} ${v}`));
      if (!ms.every((m, i) => i === 0 || pairs.has(`${ms[i - 1]} ${m}`))) return 'not a chain';
      let after = -1;
      for (const m of ms) {
        const next = [...alone(inst, m)].filter((t) => t > after).sort((x, y) => x - y)[0];
        if (next === undefined) return null;
        after = next;
      }
      return 'the chain fits';
    }
    case 'fairness_unreachable': {
      // Every way to give the person's meetings distinct slots leaves more than d gaps.
      if (d === undefined || r.counts?.breaks !== d || !ms.every((m) => has(m, r.people[0]))) return 'no such limit';
      const taken: number[] = [];
      const fits = (k: number): boolean => {
        if (k === ms.length) {
          return breaksOfSlots(taken) <= d;
        }
        for (const t of possible[ms[k]]) {
          if (taken.includes(t)) continue;
          taken.push(t);
          const ok = fits(k + 1);
          taken.pop();
          if (ok) return true;
        }
        return false;
      };
      return fits(0) ? 'the person fits within d breaks' : null;
    }
    case 'no_plan_exists':
      return 'not a quick reason';
  }
}
