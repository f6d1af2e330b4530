import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_STATUSES } from '../constants.ts';
import { ASSIGNMENT_ACTIONS, isOpen } from './assignments.ts';
import { actionsOf, canTransition } from './transitions.ts';

const ACTIONS = actionsOf(ASSIGNMENT_ACTIONS);

describe('ASSIGNMENT_ACTIONS', () => {
  it('moves assigned to confirmed (accept) or cancelled (decline) and confirmed to completed', () => {
    expect(ASSIGNMENT_ACTIONS).toEqual({
      accept: { from: 'assigned', to: 'confirmed' },
      decline: { from: 'assigned', to: 'cancelled' },
      complete: { from: 'confirmed', to: 'completed' },
    });
  });
});

describe('canTransition on ASSIGNMENT_ACTIONS', () => {
  // Every status x action: only these three may happen (docs/rules.md#assignment-statuses).
  const allowed = new Set(['assigned accept', 'assigned decline', 'confirmed complete']);
  const cases = ASSIGNMENT_STATUSES.flatMap((status) => ACTIONS.map((action) => [status, action] as const));

  it.each(cases)('%s + %s', (status, action) => {
    expect(canTransition(ASSIGNMENT_ACTIONS, status, action)).toBe(allowed.has(`${status} ${action}`));
  });
});

describe('isOpen', () => {
  it('counts assigned and confirmed as open, completed and cancelled not', () => {
    expect(ASSIGNMENT_STATUSES.filter(isOpen)).toEqual(['assigned', 'confirmed']);
  });
});
