import { describe, expect, it } from 'vitest';
import { mayScanBadges } from './badge-scan.ts';

describe('mayScanBadges', () => {
  it('admins scan in any project they see, taking part or not', () => {
    expect(mayScanBadges({ role: 'admin' }, [])).toBe(true);
  });

  it('a volunteer scans only where they take part as a volunteer', () => {
    expect(mayScanBadges({ role: 'volunteer' }, ['volunteer'])).toBe(true);
    expect(mayScanBadges({ role: 'volunteer' }, [])).toBe(false);
  });

  it('buyers, sellers and interpreters of the project never scan', () => {
    for (const role of ['buyer', 'seller', 'interpreter'] as const) {
      expect(mayScanBadges({ role }, [role])).toBe(false);
      expect(mayScanBadges({ role }, ['volunteer'])).toBe(false);
    }
  });
});
