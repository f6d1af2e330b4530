import { describe, expect, it } from 'vitest';
import { formatAsOf, isOfflineReadable, nextAsOf } from './offline-answers.ts';

const id = '0b0e3c9a-8f1e-4c55-9d55-3f4f3b1c2a10';

describe('isOfflineReadable', () => {
  it('keeps the reading screens’ answers', () => {
    for (const path of [
      '/api/auth/session',
      '/api/dashboard',
      '/api/projects',
      `/api/projects/${id}`,
      `/api/projects/${id}/agenda`,
      `/api/projects/${id}/announcements`,
      '/api/meetings',
      `/api/meetings/${id}`,
      `/api/meetings/${id}/feedback`,
      '/api/profile/categories',
    ]) {
      expect(isOfflineReadable(path), path).toBe(true);
    }
  });

  it('keeps no downloads, streams, messages, searches or admin lists', () => {
    for (const path of [
      `/api/projects/${id}/agenda/pdf`,
      `/api/projects/${id}/badges/pdf`,
      '/api/notifications/stream',
      '/api/conversations',
      `/api/conversations/${id}`,
      '/api/conversations/search',
      '/api/admin/users',
      '/api/people',
      '/api/auth/sign-out',
      `/api/meetings/${id}/check-in`,
      '/dashboard',
    ]) {
      expect(isOfflineReadable(path), path).toBe(false);
    }
  });
});

describe('nextAsOf', () => {
  const nine = 'Sat, 28 Nov 2026 09:41:00 GMT';
  const ten = 'Sat, 28 Nov 2026 10:05:00 GMT';

  it('takes the oldest kept answer’s time', () => {
    expect(nextAsOf(null, ten)).toBe(Date.parse(ten));
    expect(nextAsOf(Date.parse(ten), nine)).toBe(Date.parse(nine));
    expect(nextAsOf(Date.parse(nine), ten)).toBe(Date.parse(nine));
  });

  it('forgets it on a fresh answer, and ignores a header it cannot read', () => {
    expect(nextAsOf(Date.parse(nine), null)).toBeNull();
    expect(nextAsOf(Date.parse(nine), 'soon')).toBe(Date.parse(nine));
  });
});

describe('formatAsOf', () => {
  const at = new Date(2026, 10, 28, 9, 41).getTime();

  it('shows the time alone on the same day, in the reader’s language', () => {
    const later = new Date(2026, 10, 28, 15, 0).getTime();
    expect(formatAsOf(at, 'en-GB', later)).toBe('09:41');
    expect(formatAsOf(at, 'ko', later)).toContain('09:41');
  });

  it('adds the day for older data', () => {
    const nextDay = new Date(2026, 10, 29, 8, 0).getTime();
    const text = formatAsOf(at, 'en-GB', nextDay);
    expect(text).toContain('28 Nov');
    expect(text).toContain('09:41');
  });
});
