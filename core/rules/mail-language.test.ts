import { describe, expect, it } from 'vitest';
import { languageNamed, mailLanguage } from './mail-language.ts';

describe('mailLanguage', () => {
  it('takes the chosen language first', () => {
    expect(mailLanguage('ja', ['Korean'])).toBe('ja');
  });
  it('else the first spoken language the app has', () => {
    expect(mailLanguage(null, ['Spanish', ' 中文 ', 'Korean'])).toBe('zh');
    expect(mailLanguage(undefined, ['한국어'])).toBe('ko');
  });
  it('else English', () => {
    expect(mailLanguage(null, [])).toBe('en');
    expect(mailLanguage('xx', ['Spanish'])).toBe('en');
  });
  it('knows the names in the four languages', () => {
    expect(languageNamed('日本語')).toBe('ja');
    expect(languageNamed('English')).toBe('en');
    expect(languageNamed('french')).toBeUndefined();
  });
});
