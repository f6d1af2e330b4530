// The reasons in order of simplicity, stopping at the first kind that finds any: single meetings and
// fixed slots, then precedences, then one person's meetings against their slots, then all meetings
// against the tables, then a meeting squeezed out by single-slot ones, then groups of people. A
// later kind would only restate an earlier one's proof less plainly (docs/decisions/037).
import type { InfeasibilityReason } from '../infeasibility.ts';
import type { Model } from '../model.ts';
import type { PlacementInstance } from '../types.ts';
import { fixedReasons, sessionSlots } from './fixed.ts';
import { forcedReason } from './forced.ts';
import { groupReasons } from './groups.ts';
import { type HallWitness, hallViolator } from './matching.ts';
import { precedenceReasons } from './precedence.ts';

export interface Explained {
  reasons: InfeasibilityReason[];
  /** Each meeting's allowed slots within its precedence window (as compiled when there are no precedences). */
  windows: number[][];
}

/** True when every meeting of the witness may only take the slots of its session (not the whole day). */
function sessionBound(instance: PlacementInstance, w: HallWitness): boolean {
  return w.meetings.every((m) => instance.meetings[m].allowed && sessionSlots(instance, m).length < instance.slots);
}

/** The kinds after the precedences, on each meeting's `windows`: a person, the tables, squeezed out, groups. */
function matchingReasons(model: Model, windows: number[][]): InfeasibilityReason[] {
  const { P, M, T, cap, source: instance } = model;
  const ids = instance.people;
  const person: InfeasibilityReason[] = [];
  for (let p = 0; p < P; p++) {
    const w = hallViolator(windows, model.pm[p], T);
    if (!w) continue;
    person.push({
      code: sessionBound(instance, w) ? 'session_too_small' : 'person_overbooked',
      people: [ids[p]],
      meetings: w.meetings,
      slots: w.slots,
      counts: { meetings: w.meetings.length, slots: w.slots.length },
    });
  }
  if (person.length) return person;
  const all = Array.from({ length: M }, (_, m) => m);
  const w = hallViolator(windows, all, T, cap);
  if (w) {
    let tables = 0;
    for (const t of w.slots) tables += cap[t];
    const code = sessionBound(instance, w) ? 'session_too_small' : 'tables_too_few';
    return [
      { code, people: [], meetings: w.meetings, slots: w.slots, counts: { meetings: w.meetings.length, tables } },
    ];
  }
  const squeezed = forcedReason(model, windows);
  if (squeezed) return [squeezed];
  return groupReasons(model, windows);
}

/** All the reasons of the first kind that finds any; empty when none does. */
export function explainModel(model: Model): Explained {
  const first = fixedReasons(model.source, model);
  if (first.length) return { reasons: first, windows: model.allowed };
  const { reasons: order, lo, hi } = precedenceReasons(model);
  if (order.length) return { reasons: order, windows: model.allowed };
  const plain = matchingReasons(model, model.allowed);
  if (plain.length || model.prec.length === 0) return { reasons: plain, windows: model.allowed };
  // Again within the precedence windows: a reason that needs them counts the precedences of its
  // meetings, so that the sentence can say the order asked is part of the proof.
  const windows = model.allowed.map((list, m) => list.filter((t) => t >= lo[m] && t <= hi[m]));
  const reasons = matchingReasons(model, windows);
  for (const r of reasons) {
    const named = new Set(r.meetings);
    const precedences = model.prec.filter(([u, v]) => named.has(u) || named.has(v)).length;
    r.counts = { ...r.counts, precedences };
  }
  return { reasons, windows };
}
