import { describe, expect, it } from 'vitest';
import { canInterpret, keepsLanguages, needsInterpreter, normalizeLanguages } from './languages.ts';

describe('normalizeLanguages', () => {
  it('trims, lower-cases, drops blanks and repeats', () => {
    expect(normalizeLanguages([' English', 'english', '', '  ', 'Korean'])).toEqual(['english', 'korean']);
  });
});

describe('needsInterpreter', () => {
  it('is false when the sides share a language, whatever its spelling', () => {
    expect(needsInterpreter(['English', 'German'], [' english ', 'Korean'])).toBe(false);
  });

  it('is true when both list languages and share none', () => {
    expect(needsInterpreter(['Japanese'], ['Korean'])).toBe(true);
  });

  it('is false when either side lists none: no need stated', () => {
    expect(needsInterpreter([], ['Korean'])).toBe(false);
    expect(needsInterpreter(['Japanese'], [])).toBe(false);
    expect(needsInterpreter(['  '], ['Korean'])).toBe(false);
  });
});

describe('canInterpret', () => {
  it('needs one language of each side', () => {
    expect(canInterpret(['Japanese', 'Korean'], ['japanese'], ['Korean', 'English'])).toBe(true);
    expect(canInterpret(['Japanese', 'Chinese'], ['Japanese'], ['Korean'])).toBe(false);
    expect(canInterpret(['Korean'], ['Japanese'], ['Korean'])).toBe(false);
    expect(canInterpret([], ['Japanese'], ['Korean'])).toBe(false);
  });
});

describe('keepsLanguages', () => {
  it('is true for buyers, sellers and interpreters only', () => {
    expect(['buyer', 'seller', 'interpreter', 'admin', 'volunteer'].map((r) => keepsLanguages(r as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
