import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryNamed, isCountryCode } from './countries.ts';

describe('countries', () => {
  it('lists the 249 assigned codes once each, in order', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
  });

  it('knows assigned codes only', () => {
    expect(isCountryCode('KR')).toBe(true);
    expect(isCountryCode('kr')).toBe(false);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
  });

  it('names a country in the reader’s language', () => {
    expect(countryName('KR', 'ko')).toBe('대한민국');
    expect(countryName('JP', 'en')).toBe('Japan');
  });

  it('reads codes and names in the four languages from a spreadsheet cell', () => {
    expect(countryNamed(' vn ')).toBe('VN');
    expect(countryNamed('Japan')).toBe('JP');
    expect(countryNamed('대한민국')).toBe('KR');
    expect(countryNamed('한국')).toBe('KR');
    expect(countryNamed('中国')).toBe('CN');
    expect(countryNamed('U.S.A.')).toBe('US');
    expect(countryNamed('UK')).toBe('GB');
    expect(countryNamed('Atlantis')).toBeNull();
    expect(countryNamed('')).toBeNull();
  });
});
