// Each reason as one plain English sentence, for the solver's `reasons` (logs, the bench, the
// re-plan's table check); the product words them in every locale from the codes.
import type { InfeasibilityReason } from '../infeasibility.ts';
import type { PlacementReason } from '../types.ts';

const list = (xs: number[], word: string) => (xs.length === 1 ? `${word} ${xs[0]}` : `${word}s ${xs.join(', ')}`);

/** The sentence of one reason; people by id, meetings and slots by index. */
export function sentenceOf(r: InfeasibilityReason): string {
  const given = r.counts?.precedences ? `, given the ${r.counts.precedences} precedences of these meetings` : '';
  return `${plainSentence(r)}${given}`;
}

function plainSentence(r: InfeasibilityReason): string {
  const who = r.people.join(', ');
  const c = r.counts ?? {};
  const ms = list(r.meetings, 'meeting');
  const ss = list(r.slots, 'slot');
  switch (r.code) {
    case 'fixed_person_clash':
      return `${who} has ${r.meetings.length} fixed meetings in slot ${r.slots[0]} (${ms})`;
    case 'fixed_over_tables':
      return `slot ${r.slots[0]} has ${c.fixed} fixed meetings for ${c.tables} tables (${ms})`;
    case 'fixed_when_away':
      return `${ms} is fixed to slot ${r.slots[0]}, when ${who} is away`;
    case 'fixed_outside_allowed':
      return `${ms} is fixed to slot ${c.slot}, which it may not take`;
    case 'person_overbooked':
    case 'session_too_small':
      if (r.people.length === 0) {
        return `the tables hold at most ${c.tables} of the ${c.meetings} meetings that may only take ${ss}`;
      }
      return `${who}'s ${c.meetings} meetings (${ms}) may only take the ${c.slots} ${ss}`;
    case 'group_overbooked':
      return `${who} have ${c.meetings} meetings (${ms}) of which ${ss} can hold at most ${c.capacity}`;
    case 'tables_too_few':
      return `the tables hold at most ${c.tables} of the ${c.meetings} meetings that may only take ${ss}`;
    case 'precedence_cycle':
      return `the precedences of ${ms} form a cycle`;
    case 'precedence_chain_too_long':
      return `${ms} must follow one another, but their allowed ${ss} leave no such order`;
    case 'no_slot_left':
      return `${ms} has no slot left: ${who || 'its people'} away in every slot it may take`;
    case 'fairness_unreachable':
      return `${who} needs more than ${c.breaks} breaks whatever the plan`;
    case 'person_meets_themself':
      return `${ms}: ${who} cannot meet themself`;
    case 'no_plan_exists':
      return 'the exact search proved that no plan exists';
  }
}

/** The solver's reasons for the same proofs: one per reason, on its meeting when it names one. */
export function placementReasons(reasons: InfeasibilityReason[]): PlacementReason[] {
  return reasons.map((r) => ({ meeting: r.meetings.length === 1 ? r.meetings[0] : -1, reason: sentenceOf(r) }));
}
