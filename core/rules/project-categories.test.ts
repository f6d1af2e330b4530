import { describe, expect, it } from 'vitest';
import { CATEGORY_NAME_MAX } from '../constants.ts';
import { categoriesToAdd } from './project-categories.ts';

describe('categoriesToAdd', () => {
  it('adds the new names in their order, once each, ignoring case', () => {
    expect(categoriesToAdd(['Food', 'Tea'], ['tea', ' Cosmetics ', 'FOOD', 'cosmetics', 'Sun Care'])).toEqual([
      'Cosmetics',
      'Sun Care',
    ]);
  });

  it('stops at the list’s maximum and leaves out blank and over-long names', () => {
    expect(categoriesToAdd(['A', 'B'], ['C', 'D', 'E'], 4)).toEqual(['C', 'D']);
    expect(categoriesToAdd(['A'], ['A'], 1)).toEqual([]);
    expect(categoriesToAdd([], ['  ', 'x'.repeat(CATEGORY_NAME_MAX + 1), 'Ok'])).toEqual(['Ok']);
  });
});
