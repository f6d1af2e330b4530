// The language a person's e-mails are written in (docs/rules.md#e-mail): the one they chose (the
// app's language when they last used it), else the first spoken language of their profile that
// the app has, else English, the language of an international fair.
import type { Language } from '../constants.ts';
import { normalizeLanguages } from './languages.ts';

/** Names of the app's languages as people write them in a profile or a spreadsheet. */
const NAMES: Record<Language, readonly string[]> = {
  ko: ['ko', 'kor', 'korean', '한국어', '한국말', '한글', '韩语', '韓国語', '朝鲜语'],
  en: ['en', 'eng', 'english', '영어', '英语', '英語', '英文'],
  zh: ['zh', 'chi', 'zho', 'chinese', 'mandarin', '중국어', '中文', '汉语', '漢語', '普通话', '中国語'],
  ja: ['ja', 'jpn', 'japanese', '일본어', '日语', '日本語'],
};

/** The app language a language name stands for, or undefined. */
export function languageNamed(name: string): Language | undefined {
  const key = name.trim().toLowerCase();
  for (const [language, names] of Object.entries(NAMES) as [Language, readonly string[]][]) {
    if (names.includes(key)) return language;
  }
  return undefined;
}

export function mailLanguage(chosen: string | null | undefined, spoken: readonly string[]): Language {
  const own = chosen ? languageNamed(chosen) : undefined;
  if (own) return own;
  for (const name of normalizeLanguages(spoken)) {
    const language = languageNamed(name);
    if (language) return language;
  }
  return 'en';
}
