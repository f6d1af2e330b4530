import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../../core/schemas/participant.ts';
import { changesOf, isSelected, matches, tally, toggle } from './selection.ts';

const person = (user_id: string, participant_id: string | null = null, extra: Partial<Candidate> = {}): Candidate => ({
  user_id,
  participant_id,
  full_name: `Person ${user_id}`,
  email: `${user_id}@example.test`,
  company_name: 'Acme Trading',
  ...extra,
});

describe('participant selection', () => {
  const buyers = [person('b1'), person('b2', 'p2'), person('b3', 'p3')];
  const sellers = [person('s1'), person('s2', 'p5')];

  it('starts with already added people selected and nothing to save', () => {
    expect(buyers.map((c) => isSelected(c, undefined))).toEqual([false, true, true]);
    expect(changesOf({ buyer: buyers, seller: sellers }, {})).toEqual({ add: [], remove: [] });
  });

  it('adds toggled new people and removes toggled added ones, across roles', () => {
    let toggled = toggle({}, 'buyer', 'b1');
    toggled = toggle(toggled, 'buyer', 'b3');
    toggled = toggle(toggled, 'seller', 's1');
    expect(changesOf({ buyer: buyers, seller: sellers }, toggled)).toEqual({
      add: [
        { user_id: 'b1', role: 'buyer' },
        { user_id: 's1', role: 'seller' },
      ],
      remove: ['p3'],
    });
    expect(tally(buyers, toggled.buyer)).toEqual({ added: 1, kept: 1, removed: 1 });
  });

  it('toggling twice undoes the change', () => {
    const toggled = toggle(toggle({}, 'buyer', 'b1'), 'buyer', 'b1');
    expect(changesOf({ buyer: buyers }, toggled)).toEqual({ add: [], remove: [] });
  });

  it('searches name, email and company, ignoring case', () => {
    const c = person('x', null, { full_name: 'Kim Min-ji', email: 'minji@seoul.test', company_name: 'Hanbit Foods' });
    expect(['kim', 'SEOUL', 'hanbit', '  ', ''].map((q) => matches(c, q))).toEqual([true, true, true, true, true]);
    expect(matches(c, 'tokyo')).toBe(false);
  });
});
