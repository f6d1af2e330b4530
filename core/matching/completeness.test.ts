import { describe, expect, it } from 'vitest';
import {
  COMPLETE_ENOUGH_PERCENT,
  COMPLETENESS_ITEMS,
  COMPLETENESS_WEIGHTS,
  type CompletenessProfile,
  profileCompleteness,
} from './completeness.ts';

const full: CompletenessProfile = {
  role: 'buyer',
  product_categories: ['Cosmetics'],
  markets: ['VN'],
  languages: ['English'],
  looking_for: 'Korean sun care for pharmacy chains',
  industry_type: 'Retail',
  company_introduction: 'A distributor in Ho Chi Minh City.',
  company_description: '',
};
const empty: CompletenessProfile = {
  role: 'seller',
  product_categories: [],
  markets: [],
  languages: [],
  looking_for: '',
  industry_type: '',
  company_introduction: '',
};

describe('profileCompleteness', () => {
  it('has weights that make a whole', () => {
    expect(Object.values(COMPLETENESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(Object.keys(COMPLETENESS_WEIGHTS).sort()).toEqual([...COMPLETENESS_ITEMS].sort());
  });

  it('counts a full profile as complete and an empty one as nothing, missing everything in order', () => {
    expect(profileCompleteness(full)).toEqual({ percent: 100, missing: [], categoriesOffList: false });
    expect(profileCompleteness(empty)).toEqual({
      percent: 0,
      missing: [...COMPLETENESS_ITEMS],
      categoriesOffList: false,
    });
  });

  it('names each missing item and takes off its weight', () => {
    for (const [item, patch] of [
      ['categories', { product_categories: [] }],
      ['markets', { markets: [] }],
      ['languages', { languages: ['  '] }],
      ['looking_for', { looking_for: '   ' }],
      ['industry', { industry_type: '' }],
      ['company_introduction', { company_introduction: '' }],
    ] as const) {
      const result = profileCompleteness({ ...full, ...patch });
      expect(result?.missing).toEqual([item]);
      expect(result?.percent).toBe(100 - COMPLETENESS_WEIGHTS[item]);
    }
  });

  it('takes the company description for an introduction', () => {
    expect(
      profileCompleteness({ ...full, company_introduction: '', company_description: 'We make masks.' })?.missing,
    ).toEqual([]);
  });

  it('counts categories only when one is on the lists of the person’s projects, ignoring case', () => {
    expect(profileCompleteness(full, ['cosmetics ', 'Food'])?.percent).toBe(100);
    const off = profileCompleteness(full, ['Food', 'Electronics']);
    expect(off?.missing).toEqual(['categories']);
    expect(off?.categoriesOffList).toBe(true);
    // Without categories the person is simply missing them, not off the list.
    expect(profileCompleteness({ ...full, product_categories: [] }, ['Food'])?.categoriesOffList).toBe(false);
  });

  it('is not about roles that are not matched', () => {
    for (const role of ['admin', 'interpreter', 'volunteer'] as const)
      expect(profileCompleteness({ ...full, role })).toBeNull();
  });

  it('asks a profile with only categories and languages to be completed', () => {
    const result = profileCompleteness({ ...empty, product_categories: ['Food'], languages: ['Korean'] });
    expect(result?.percent).toBe(40);
    expect(result && result.percent < COMPLETE_ENOUGH_PERCENT).toBe(true);
  });
});
