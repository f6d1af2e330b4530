import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeCounter } from '../db/change-counter.ts';
import { AnswerCache } from './answer-cache.ts';

const make = (ttlMs = 1000, maxSize = 100) => {
  const changes = new ChangeCounter();
  return { changes, cache: new AnswerCache<string>(changes, { ttlMs, maxSize }) };
};

afterEach(() => vi.useRealTimers());

describe('AnswerCache', () => {
  it('answers what was kept while nothing changed', () => {
    const { changes, cache } = make();
    cache.set('a', 'A', changes.value, 1);
    expect(cache.get('a')).toBe('A');
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets everything when data changes, here or in another instance', () => {
    const { changes, cache } = make();
    cache.set('a', 'A', changes.value, 1);
    changes.changed();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'A2', changes.value, 1);
    changes.heard();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer read before a change that finished meanwhile', () => {
    const { changes, cache } = make();
    const readAt = changes.value;
    changes.changed();
    cache.set('a', 'stale', readAt, 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('serves nothing while changes elsewhere could go unheard', () => {
    const { changes, cache } = make();
    cache.set('a', 'A', changes.value, 1);
    changes.hearsAll = false;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'B', changes.value, 1);
    changes.hearsAll = true;
    expect(cache.get('b')).toBeUndefined();
  });

  it('lets an answer live at most ttlMs', () => {
    vi.useFakeTimers();
    const { changes, cache } = make(1000);
    cache.set('a', 'A', changes.value, 1);
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe('A');
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing with a ttl of 0 (caches off)', () => {
    const { changes, cache } = make(0);
    cache.set('a', 'A', changes.value, 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest answers beyond its size, and never keeps one larger than all of it', () => {
    const { changes, cache } = make(1000, 10);
    cache.set('a', 'A', changes.value, 4);
    cache.set('b', 'B', changes.value, 4);
    cache.set('c', 'C', changes.value, 4);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(8);
    cache.set('b', 'B2', changes.value, 2);
    expect(cache.size).toBe(6);
    cache.set('huge', 'H', changes.value, 11);
    expect(cache.get('huge')).toBeUndefined();
  });
});
