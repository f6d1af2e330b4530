import { describe, expect, it } from 'vitest';
import { MAX_MEETINGS, PREFETCH_EVERY_MS, prefetchDue, prefetches, readingUrls } from './reading-set.ts';

describe('readingUrls', () => {
  it('fetches each open project and each of the person’s meetings, with their agenda and feedback', () => {
    const urls = readingUrls(
      [
        { id: 'p1', status: 'active' },
        { id: 'p2', status: 'completed' },
        { id: 'p3', status: 'draft' },
      ],
      [
        { id: 'm1', project: { id: 'p1' } },
        { id: 'm2', project: { id: 'p2' } },
      ],
    );
    expect(urls).toEqual([
      '/api/projects/p1',
      '/api/projects/p1/agenda',
      '/api/projects/p1/announcements',
      '/api/projects/p3',
      '/api/projects/p3/agenda',
      '/api/projects/p3/announcements',
      // A closed project still holds meetings of the person: its agenda comes along.
      '/api/projects/p2',
      '/api/projects/p2/agenda',
      '/api/projects/p2/announcements',
      '/api/meetings/m1',
      '/api/meetings/m1/feedback',
      '/api/meetings/m2',
      '/api/meetings/m2/feedback',
    ]);
  });

  it('stops at MAX_MEETINGS meetings', () => {
    const meetings = Array.from({ length: MAX_MEETINGS + 50 }, (_, i) => ({ id: `m${i}`, project: { id: 'p' } }));
    const urls = readingUrls([], meetings);
    expect(urls.filter((u) => /^\/api\/meetings\/[^/]+$/.test(u))).toHaveLength(MAX_MEETINGS);
  });
});

describe('prefetches and prefetchDue', () => {
  it('fetches ahead for participants, not for admins', () => {
    expect(prefetches('buyer')).toBe(true);
    expect(prefetches('volunteer')).toBe(true);
    expect(prefetches('admin')).toBe(false);
    expect(prefetches(undefined)).toBe(false);
  });

  it('fetches again only after PREFETCH_EVERY_MS', () => {
    expect(prefetchDue(null, 1000)).toBe(true);
    expect(prefetchDue(1000, 1000 + PREFETCH_EVERY_MS - 1)).toBe(false);
    expect(prefetchDue(1000, 1000 + PREFETCH_EVERY_MS)).toBe(true);
  });
});
