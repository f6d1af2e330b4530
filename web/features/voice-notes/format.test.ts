import { describe, expect, it } from 'vitest';
import { formatClock } from './format.ts';

describe('formatClock', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7)).toBe('0:07');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3660)).toBe('61:00');
  });

  it('drops fractions and never goes below zero', () => {
    expect(formatClock(59.9)).toBe('0:59');
    expect(formatClock(-3)).toBe('0:00');
  });
});
