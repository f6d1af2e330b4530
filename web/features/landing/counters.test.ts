import { describe, expect, it } from 'vitest';
import { countersOf, MARKETING_COUNTERS } from './counters.ts';

describe('countersOf', () => {
  it('keeps the marketing figures when the server shares no totals', () => {
    expect(countersOf(null, 'en')).toBe(MARKETING_COUNTERS);
  });

  it('writes real totals in the reader language, satisfaction as a whole percent', () => {
    const counters = countersOf({ users: 12345, companies: 321, meetings: 4000, satisfaction: 0.916 }, 'en');
    expect(counters.map((c) => c.value)).toEqual(['12,345', '321', '4,000', '92%']);
  });

  it('leaves satisfaction out before anyone rated a meeting', () => {
    const counters = countersOf({ users: 3, companies: 2, meetings: 0, satisfaction: null }, 'ko');
    expect(counters.map((c) => c.key)).not.toContain('landing.stats.satisfaction');
  });
});
