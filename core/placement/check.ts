// An independent check of a placement against every rule, written plainly with strings, sets and
// maps so that it shares no code with the solver it checks (core/placement/solve.ts). Breaks are
// counted by the rule's plain form (core/rules/breaks.ts), a sorted list of busy slots; the solver's
// masks and rows are other forms of it, proved equal by that rule's tests (decision 020).
import { breaksOfSlots } from '../rules/breaks.ts';
import type { PlacementInstance } from './types.ts';

export interface PlacementCheck {
  /** Every rule broken, as readable lines; empty when the placement is valid. */
  violations: string[];
  breaks: number;
  breaksPerPerson: Record<string, number>;
  /** Most breaks of one person minus fewest breaks of one person (the published fairness measure). */
  spread: number;
  /** Every person has at most `maxBreaksPerPerson` breaks (true when no limit is given). */
  fairnessHolds: boolean;
}

/** Checks `slots` (one slot per meeting, input order) against the instance's rules. */
export function checkPlacement(
  instance: PlacementInstance,
  slots: number[],
  maxBreaksPerPerson?: number,
): PlacementCheck {
  const violations: string[] = [];
  const people = new Set(instance.people);
  if (slots.length !== instance.meetings.length) {
    violations.push(`${slots.length} slots given for ${instance.meetings.length} meetings`);
  }
  const busy = new Map<string, number>();
  const perSlot = new Map<number, number>();
  const taken = new Map<string, number[]>();
  instance.meetings.forEach((meeting, i) => {
    const s = slots[i];
    const who = meeting.third ? [meeting.a, meeting.b, meeting.third] : [meeting.a, meeting.b];
    const name = `meeting ${i} (${who.join('-')})`;
    if (who.some((x) => !people.has(x))) violations.push(`${name}: unknown person`);
    if (new Set(who).size < who.length) violations.push(`${name}: a person meets themself`);
    if (!Number.isInteger(s) || s < 0 || s >= instance.slots) {
      violations.push(`${name}: slot ${s} is not on the grid`);
      return;
    }
    if (meeting.allowed && !meeting.allowed.includes(s)) violations.push(`${name}: slot ${s} not allowed`);
    if (meeting.fixed !== undefined && meeting.fixed !== null && meeting.fixed !== s) {
      violations.push(`${name}: fixed to ${meeting.fixed}, placed at ${s}`);
    }
    perSlot.set(s, (perSlot.get(s) ?? 0) + 1);
    for (const person of who) {
      if ((instance.forbidden?.[person] ?? []).includes(s)) {
        violations.push(`${name}: ${person} is not available at ${s}`);
      }
      const key = `${person}@${s}`;
      busy.set(key, (busy.get(key) ?? 0) + 1);
      if (busy.get(key) === 2) violations.push(`${person} has two meetings at slot ${s}`);
      const list = taken.get(person) ?? [];
      list.push(s);
      taken.set(person, list);
    }
  });
  for (const [s, n] of perSlot) {
    const tables = typeof instance.tables === 'number' ? instance.tables : instance.tables[s];
    if (n > tables) violations.push(`slot ${s} has ${n} meetings for ${tables} tables`);
  }
  for (const [before, after] of instance.precedences ?? []) {
    if (!(slots[before] < slots[after])) {
      violations.push(
        `meeting ${before} (slot ${slots[before]}) must come before meeting ${after} (slot ${slots[after]})`,
      );
    }
  }
  const breaksPerPerson: Record<string, number> = {};
  let breaks = 0;
  for (const who of instance.people) {
    const n = breaksOfSlots(taken.get(who) ?? []);
    breaksPerPerson[who] = n;
    breaks += n;
  }
  const counts = Object.values(breaksPerPerson);
  const spread = counts.length ? Math.max(...counts) - Math.min(...counts) : 0;
  let fairnessHolds = true;
  if (maxBreaksPerPerson !== undefined) {
    for (const who of instance.people) {
      if (breaksPerPerson[who] > maxBreaksPerPerson) {
        fairnessHolds = false;
        violations.push(`${who} has ${breaksPerPerson[who]} breaks, more than ${maxBreaksPerPerson}`);
      }
    }
  }
  return { violations, breaks, breaksPerPerson, spread, fairnessHolds };
}
