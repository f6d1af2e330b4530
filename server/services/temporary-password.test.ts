import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../core/constants.ts';
import { TEMPORARY_PASSWORD_SUFFIX, temporaryPassword } from './temporary-password.ts';

describe('temporaryPassword', () => {
  it('is 8 random characters plus the fixed suffix', () => {
    const pw = temporaryPassword();
    expect(pw).toHaveLength(8 + TEMPORARY_PASSWORD_SUFFIX.length);
    expect(pw.endsWith(TEMPORARY_PASSWORD_SUFFIX)).toBe(true);
    expect(pw.slice(0, 8)).toMatch(/^[A-Za-z2-9]{8}$/);
    expect(pw.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
  });

  it('differs each time', () => {
    const seen = new Set(Array.from({ length: 200 }, () => temporaryPassword()));
    expect(seen.size).toBe(200);
  });
});
