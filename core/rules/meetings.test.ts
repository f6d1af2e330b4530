import { describe, expect, it } from 'vitest';
import { MEETING_STATUSES } from '../constants.ts';
import { MEETING_ACTIONS, type MeetingAction, type MeetingPart, mayAct, meetingPart, peopleOf } from './meetings.ts';
import { actionsOf, canTransition } from './transitions.ts';

const ACTIONS = actionsOf(MEETING_ACTIONS);

describe('MEETING_ACTIONS', () => {
  it('moves scheduled to confirmed or cancelled and confirmed to completed', () => {
    expect(MEETING_ACTIONS).toEqual({
      confirm: { from: 'scheduled', to: 'confirmed' },
      cancel: { from: 'scheduled', to: 'cancelled' },
      complete: { from: 'confirmed', to: 'completed' },
    });
  });
});

describe('canTransition on MEETING_ACTIONS', () => {
  // Every status x action: only these three may happen (docs/rules.md#meeting-statuses).
  const allowed = new Set(['scheduled confirm', 'scheduled cancel', 'confirmed complete']);
  const cases = MEETING_STATUSES.flatMap((status) => ACTIONS.map((action) => [status, action] as const));

  it.each(cases)('%s + %s', (status, action) => {
    expect(canTransition(MEETING_ACTIONS, status, action)).toBe(allowed.has(`${status} ${action}`));
  });
});

describe('mayAct', () => {
  // Confirm and cancel by admin, buyer or seller; complete also by the interpreter.
  const expected: Record<string, Record<MeetingAction, boolean>> = {
    admin: { confirm: true, cancel: true, complete: true },
    buyer: { confirm: true, cancel: true, complete: true },
    seller: { confirm: true, cancel: true, complete: true },
    interpreter: { confirm: false, cancel: false, complete: true },
    none: { confirm: false, cancel: false, complete: false },
  };
  const parts: MeetingPart[] = ['admin', 'buyer', 'seller', 'interpreter', null];
  const cases = parts.flatMap((part) => ACTIONS.map((action) => [part, action] as const));

  it.each(cases)('%s may %s', (part, action) => {
    expect(mayAct(part, action)).toBe(expected[part ?? 'none'][action]);
  });
});

describe('meetingPart', () => {
  const people = { buyer_id: 'b', seller_id: 's', interpreter_id: 'i' };

  it('is admin for every admin, the role played for the meeting’s people, null for others', () => {
    expect(meetingPart({ id: 'x', role: 'admin' }, people)).toBe('admin');
    expect(meetingPart({ id: 'b', role: 'buyer' }, people)).toBe('buyer');
    expect(meetingPart({ id: 's', role: 'seller' }, people)).toBe('seller');
    expect(meetingPart({ id: 'i', role: 'interpreter' }, people)).toBe('interpreter');
    expect(meetingPart({ id: 'x', role: 'seller' }, people)).toBeNull();
    expect(meetingPart({ id: 'x', role: 'volunteer' }, people)).toBeNull();
    expect(meetingPart(null, people)).toBeNull();
  });

  it('goes by id, not by role: a buyer is no seller of a meeting they do not sell in', () => {
    expect(meetingPart({ id: 'b', role: 'seller' }, people)).toBe('buyer');
    expect(meetingPart({ id: 'b2', role: 'buyer' }, people)).toBeNull();
  });

  it('is null for an interpreter when the meeting has none', () => {
    expect(meetingPart({ id: 'i', role: 'interpreter' }, { ...people, interpreter_id: null })).toBeNull();
  });
});

describe('peopleOf', () => {
  it('takes the ids of a meeting as the API shows it, null without an interpreter', () => {
    const meeting = { buyer: { id: 'b' }, seller: { id: 's' }, interpreter: { id: 'i' } };
    expect(peopleOf(meeting)).toEqual({ buyer_id: 'b', seller_id: 's', interpreter_id: 'i' });
    expect(peopleOf({ ...meeting, interpreter: null })).toEqual({
      buyer_id: 'b',
      seller_id: 's',
      interpreter_id: null,
    });
  });
});
