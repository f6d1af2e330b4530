import { describe, expect, it } from 'vitest';
import { allowedActions } from './meeting-rules.ts';

describe('allowedActions', () => {
  it('offers Confirm and Cancel on scheduled meetings to admin, buyer and seller only', () => {
    for (const part of ['admin', 'buyer', 'seller'] as const) {
      expect(allowedActions(part, 'scheduled')).toEqual(['confirm', 'cancel']);
    }
    expect(allowedActions('interpreter', 'scheduled')).toEqual([]);
  });

  it('offers Mark Complete on confirmed meetings to every part, the interpreter too', () => {
    for (const part of ['admin', 'buyer', 'seller', 'interpreter'] as const) {
      expect(allowedActions(part, 'confirmed')).toEqual(['complete']);
    }
  });

  it('offers nothing on finished meetings, nor to outsiders', () => {
    for (const status of ['completed', 'cancelled', 'no_show'] as const) {
      expect(allowedActions('admin', status)).toEqual([]);
    }
    expect(allowedActions(null, 'scheduled')).toEqual([]);
  });
});
