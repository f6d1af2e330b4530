import { describe, expect, it } from 'vitest';
import { guardFormula, unguardFormula } from './formula-guard.ts';

describe('formula guard', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3+cmd|x', "'-2+3+cmd|x"],
    ['+82 2 6000 0100', '+82 2 6000 0100'],
    ['-', '-'],
    ['Plain name', 'Plain name'],
  ])('%s is written as %s and read back', (cell, written) => {
    expect(guardFormula(cell)).toBe(written);
    expect(unguardFormula(guardFormula(cell))).toBe(cell);
  });
  it('keeps an apostrophe that guards nothing', () => {
    expect(unguardFormula("'quoted'")).toBe("'quoted'");
  });
});
