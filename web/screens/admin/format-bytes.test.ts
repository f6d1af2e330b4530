import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('picks the largest unit that keeps the number at least 1', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(999, 'en')).toBe('999 B');
    expect(formatBytes(1234, 'en')).toBe('1.2 kB');
    expect(formatBytes(2_300_000_000, 'en')).toBe('2.3 GB');
  });
});
