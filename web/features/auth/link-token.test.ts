import { describe, expect, it } from 'vitest';
import { tokenFromHash } from './link-token.ts';

describe('tokenFromHash', () => {
  const token = 'AbC_-0123456789abcdefghijklmnopqrstuvwxyzXY';
  it('reads the token of the fragment', () => {
    expect(tokenFromHash(`#token=${token}`)).toBe(token);
    expect(tokenFromHash(`token=${token}&x=1`)).toBe(token);
  });
  it('answers empty for no token or a malformed one', () => {
    expect(tokenFromHash('')).toBe('');
    expect(tokenFromHash('#token=short')).toBe('');
    expect(tokenFromHash('#token=<script>alert(1)</script>xxxxxxxxxxxxxxxx')).toBe('');
  });
});
