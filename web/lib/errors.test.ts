import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json' with { type: 'json' };
import { ApiError } from './api.ts';
import { errorMessage } from './errors.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en } } });

describe('errorMessage', () => {
  it('says which side is over the daily maximum when the server names them, and both sides when not', () => {
    const error = (details?: unknown) =>
      errorMessage(i18n.t, new ApiError(409, 'daily_meeting_limit', 'over', details), 'errors.unknown');
    expect(error({ person: 'buyer' })).toBe(en.errors.daily_meeting_limit_buyer);
    expect(error({ person: 'seller' })).toBe(en.errors.daily_meeting_limit_seller);
    expect(error()).toBe(en.errors.daily_meeting_limit);
    expect(en.errors.daily_meeting_limit_buyer).not.toBe(en.errors.daily_meeting_limit_seller);
  });

  it('falls back to the given text for a code without one, and for anything not from the API', () => {
    expect(errorMessage(i18n.t, new ApiError(500, 'no_such_code', 'x'), 'errors.unknown')).toBe(en.errors.unknown);
    expect(errorMessage(i18n.t, new Error('network'), 'errors.unknown')).toBe(en.errors.unknown);
  });
});
