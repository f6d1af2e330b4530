import { describe, expect, it } from 'vitest';
import { pairWeight } from './weights.ts';

describe('pairWeight', () => {
  it('adds both sides and takes each side at its strongest', () => {
    expect(pairWeight({}, {})).toBe(0);
    expect(pairWeight({ priority: 'like' }, {})).toBe(1);
    expect(pairWeight({ priority: 'must' }, { priority: 'like' })).toBe(4);
    expect(pairWeight({ priority: 'like', requested: true }, {})).toBe(3);
    expect(pairWeight({ priority: 'must' }, { priority: 'must', requested: true })).toBe(6);
  });
});
