// The first screens' texts exist in every language file, and only they go into the first chunk.
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_TEXTS, pickFirstScreenTexts } from './first-screen.ts';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zh from './locales/zh.json';

describe('pickFirstScreenTexts', () => {
  it.each(Object.entries({ ko, en, zh, ja }))('finds every first screen text in %s', (_lng, texts) => {
    expect(() => pickFirstScreenTexts(texts)).not.toThrow();
  });

  it('keeps whole sections and single texts, and nothing else', () => {
    const picked = pickFirstScreenTexts(en);
    expect(picked.landing).toEqual(en.landing);
    expect(picked.errors).toEqual({
      unknown: en.errors.unknown,
      network_error: en.errors.network_error,
      invalid_credentials: en.errors.invalid_credentials,
      account_deactivated: en.errors.account_deactivated,
      rate_limited: en.errors.rate_limited,
      validation_failed: en.errors.validation_failed,
      cross_origin: en.errors.cross_origin,
    });
    expect(Object.keys(picked).sort()).toEqual([...new Set(FIRST_SCREEN_TEXTS.map((k) => k.split('.')[0]))].sort());
  });

  it('refuses a text the language file lacks', () => {
    expect(() => pickFirstScreenTexts({ app: {} })).toThrow(/no section auth|no text/);
    expect(() => pickFirstScreenTexts({ ...en, errors: { unknown: 'x' } })).toThrow(/errors\.network_error/);
  });
});
