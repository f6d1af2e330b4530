import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES } from '../constants.ts';
import { TRANSACTION_ACTIONS } from './transactions.ts';
import { actionsFrom, actionsOf, canTransition, nextStatus, type Transitions } from './transitions.ts';

type Light = 'red' | 'green' | 'amber' | 'off';
const LIGHT: Transitions<'go' | 'slow' | 'stop', Light> = {
  go: { from: 'red', to: 'green' },
  slow: { from: 'green', to: 'amber' },
  stop: { from: 'amber', to: 'red' },
};
const STATES: Light[] = ['red', 'green', 'amber', 'off'];

describe('actionsOf', () => {
  it('lists the actions in the order of the table', () => {
    expect(actionsOf(LIGHT)).toEqual(['go', 'slow', 'stop']);
  });
});

describe('canTransition', () => {
  const cases = STATES.flatMap((status) => actionsOf(LIGHT).map((action) => [status, action] as const));
  it.each(cases)('%s + %s only from the action’s own status', (status, action) => {
    expect(canTransition(LIGHT, status, action)).toBe(LIGHT[action].from === status);
  });
});

describe('nextStatus', () => {
  it('gives the status the action leads to', () => {
    expect(nextStatus(LIGHT, 'red', 'go')).toBe('green');
    expect(nextStatus(LIGHT, 'amber', 'stop')).toBe('red');
  });
  it('gives null when the action may not be taken in that status', () => {
    expect(nextStatus(LIGHT, 'green', 'go')).toBeNull();
    expect(nextStatus(LIGHT, 'off', 'stop')).toBeNull();
  });
});

describe('actionsFrom', () => {
  it('lists what may be done in each status, none from a status no action starts from', () => {
    expect(STATES.map((s) => actionsFrom(LIGHT, s))).toEqual([['go'], ['slow'], ['stop'], []]);
  });
  it('offers two actions where two start from the same status', () => {
    expect(actionsFrom(TRANSACTION_ACTIONS, 'proposed')).toEqual(['agree', 'cancel']);
  });
});

describe('TRANSACTION_ACTIONS', () => {
  it('moves proposed to agreed or cancelled and agreed to completed', () => {
    expect(TRANSACTION_ACTIONS).toEqual({
      agree: { from: 'proposed', to: 'agreed' },
      cancel: { from: 'proposed', to: 'cancelled' },
      complete: { from: 'agreed', to: 'completed' },
    });
  });
  it('leaves completed and cancelled transactions where they are', () => {
    const last = TRANSACTION_STATUSES.filter((s) => actionsFrom(TRANSACTION_ACTIONS, s).length === 0);
    expect(last).toEqual(['completed', 'cancelled']);
  });
});
