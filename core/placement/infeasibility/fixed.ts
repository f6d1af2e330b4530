// Reasons about single meetings as the organiser wrote them: a person listed twice, a fixed slot off
// the meeting's session or in a slot one of its people is away, two fixed meetings of one person in
// one slot, more fixed meetings in a slot than tables, a meeting whose every slot is taken away.
// Each is a proof alone: a plan would have to break the rule it names (docs/decisions/037).
import type { InfeasibilityReason } from '../infeasibility.ts';
import { type Model, peopleOf } from '../model.ts';
import type { PlacementInstance } from '../types.ts';

/** The slot a meeting is fixed to, or null when it is free. */
export function fixedSlot(instance: PlacementInstance, m: number): number | null {
  const f = instance.meetings[m].fixed;
  return f === undefined || f === null ? null : f;
}

/** Slots of the grid a meeting's session allows (every slot when it names none). */
export function sessionSlots(instance: PlacementInstance, m: number): number[] {
  const T = instance.slots;
  const given = instance.meetings[m].allowed;
  if (!given) return Array.from({ length: T }, (_, t) => t);
  return [...new Set(given.filter((t) => Number.isInteger(t) && t >= 0 && t < T))].sort((x, y) => x - y);
}

/** The reasons of this file, in the order above. */
export function fixedReasons(instance: PlacementInstance, model: Model): InfeasibilityReason[] {
  const { M, T, cap } = model;
  const ids = instance.people;
  const away = (p: number, t: number) => (instance.forbidden?.[ids[p]] ?? []).includes(t);
  const out: InfeasibilityReason[] = [];
  const fixedAt: number[][] = Array.from({ length: T }, () => []);
  for (let m = 0; m < M; m++) {
    const who = peopleOf(model, m);
    if (new Set(who).size < who.length) {
      const twice = who.filter((p, k) => who.indexOf(p) !== k);
      out.push({ code: 'person_meets_themself', people: [ids[twice[0]]], meetings: [m], slots: [] });
      continue;
    }
    const f = fixedSlot(instance, m);
    if (f === null) {
      if (model.allowed[m].length > 0) continue;
      // Every slot of its session is a slot one of its people is away.
      const session = sessionSlots(instance, m);
      const gone = who.filter((p) => session.some((t) => away(p, t)));
      out.push({ code: 'no_slot_left', people: gone.map((p) => ids[p]), meetings: [m], slots: session });
      continue;
    }
    const onGrid = Number.isInteger(f) && f >= 0 && f < T;
    if (!onGrid || !sessionSlots(instance, m).includes(f)) {
      out.push({
        code: 'fixed_outside_allowed',
        people: [],
        meetings: [m],
        slots: onGrid ? [f] : [],
        counts: { slot: f },
      });
    }
    if (!onGrid) continue;
    fixedAt[f].push(m);
    const gone = who.filter((p) => away(p, f));
    if (gone.length) out.push({ code: 'fixed_when_away', people: gone.map((p) => ids[p]), meetings: [m], slots: [f] });
  }
  for (let t = 0; t < T; t++) {
    const here = fixedAt[t];
    if (here.length > cap[t]) {
      const counts = { tables: cap[t], fixed: here.length };
      out.push({ code: 'fixed_over_tables', people: [], meetings: here, slots: [t], counts });
    }
    // Each person's fixed meetings in this slot.
    const byPerson = new Map<number, number[]>();
    for (const m of here) {
      for (const p of peopleOf(model, m)) byPerson.set(p, [...(byPerson.get(p) ?? []), m]);
    }
    for (const [p, list] of byPerson) {
      if (list.length > 1) out.push({ code: 'fixed_person_clash', people: [ids[p]], meetings: list, slots: [t] });
    }
  }
  return out;
}
