// Why a placement instance has no plan, in terms an organiser can check: each reason names the
// people, meetings and slots of one proof that no valid plan exists (docs/decisions/037). Pure; the
// solver's proofs (bound.ts) are built from the same reasons, so the two never disagree.
import { prove } from './bound.ts';
import { compile } from './model.ts';
import type { PlacementInstance } from './types.ts';

export const INFEASIBILITY_CODES = [
  'fixed_person_clash', // two fixed meetings of one person in one slot
  'fixed_over_tables', // more fixed meetings in a slot than tables
  'fixed_when_away', // a fixed meeting in a slot one of its people is away (forbidden)
  'fixed_outside_allowed', // a fixed meeting outside its session / allowed slots
  'person_overbooked', // a person's meetings outnumber the slots they are available in
  'group_overbooked', // a group of people whose meetings cannot all get distinct slots (matching / Hall)
  'session_too_small', // the meetings of a session window (e.g. morning) do not fit its slots
  'tables_too_few', // slots x tables cannot hold the meetings where they may go
  'precedence_cycle', // precedences form a cycle
  'precedence_chain_too_long', // a chain of precedences longer than the slots its meetings may use
  'no_slot_left', // a meeting has no allowed slot left (after forbidden slots, precedences)
  'fairness_unreachable', // a person cannot stay within d breaks
  'person_meets_themself', // a meeting lists one person twice (malformed input)
  'no_plan_exists', // the complete search proved it, with no simpler reason to name
] as const;
export type InfeasibilityCode = (typeof INFEASIBILITY_CODES)[number];

export interface InfeasibilityReason {
  code: InfeasibilityCode;
  /** Person ids (from PlacementInstance.people) the reason is about. */
  people: string[];
  /** Meeting indices (into PlacementInstance.meetings). */
  meetings: number[];
  /** Slot indices (0-based) the reason is about. */
  slots: number[];
  /** Numbers that make the sentence (e.g. { meetings: 9, slots: 8 } or { tables: 4, fixed: 5 }). */
  counts?: Record<string, number>;
}

/** Quick, sound reasons (each one proves that no plan exists); empty when none are found. */
export function explainInfeasibility(
  instance: PlacementInstance,
  options: { maxBreaksPerPerson?: number } = {},
): InfeasibilityReason[] {
  const D = options.maxBreaksPerPerson ?? Number.POSITIVE_INFINITY;
  // The lower bound is needed only for the fairness reason.
  return prove(compile(instance), D, instance.people, Number.isFinite(D)).infeasibility;
}
