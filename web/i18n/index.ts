// Four languages; Korean is the default and fallback (docs/product.md#languages-and-themes). The
// choice is kept under 'i18nextLng' in local and session storage; detection order: stored, session,
// browser.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../core/constants.ts';
import { LANGUAGE_COOKIE } from '../../core/first-screen.ts';

// Each language loads as its own chunk, so the first screen carries only the one it shows; and
// until loadAllTexts() only the part the landing and login screens show (./first-screen.ts).
const loadLocale: Record<string, () => Promise<{ default: object }>> = {
  ko: () => import('./locales/ko.json'),
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  ja: () => import('./locales/ja.json'),
};
const loadFirstScreenTexts: Record<string, () => Promise<{ default: object }>> = {
  ko: () => import('virtual:first-texts/ko'),
  en: () => import('virtual:first-texts/en'),
  zh: () => import('virtual:first-texts/zh'),
  ja: () => import('virtual:first-texts/ja'),
};
/** The pages that show only the first screens' texts (./first-screen.ts): the landing and login screens. */
const FIRST_SCREENS = new Set(['/', '/login']);
// Any other page reads its whole language at once: one file, where it took the first screens' part
// first and the rest after (docs/decisions/036-first-paint-and-lighthouse.md).
let allTexts = !FIRST_SCREENS.has(window.location.pathname);
const whole = new Set<string>();

export const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  ko: '한국어',
  en: 'English',
  zh: '中文',
  ja: '日本語',
};

/**
 * Sets i18next up and starts loading the shown language's texts. Called by the app's start in a task
 * of its own (docs/decisions/052-starting-in-short-tasks.md), not when this module is evaluated.
 */
export function startI18n() {
  void i18n
    .use({
      type: 'backend',
      read(language: string, _ns: string, callback: (err: unknown, data?: object) => void) {
        // The language being shown: while a switch loads its texts, i18next still lists the old one
        // first, so the language it is changing to counts.
        const changingTo = (i18n as { isLanguageChangingTo?: string }).isLanguageChangingTo;
        const shown = (changingTo ?? i18n.languages?.[0])?.split('-')[0];
        // The fallback is not read unless it is shown: every language has every text (locales.test.ts).
        if (shown && language !== shown) return callback(null, {});
        const full = allTexts && language === shown;
        if (full) whole.add(language);
        const load = (full ? loadLocale : loadFirstScreenTexts)[language];
        if (!load) return callback(null, {});
        load().then(
          (m) => callback(null, m.default),
          (err) => callback(err),
        );
      },
    })
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      // Screens render again when loadAllTexts() adds the rest of a language.
      react: { bindI18nStore: 'added' },
      detection: {
        order: ['localStorage', 'sessionStorage', 'navigator'],
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        // The cookie too, so the server draws a first screen in the chosen language (server/first-load.ts).
        caches: ['localStorage', 'sessionStorage', 'cookie'],
        lookupCookie: LANGUAGE_COOKIE,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
    });
}

async function addAllTexts(language: string) {
  const load = loadLocale[language];
  if (!load || whole.has(language)) return;
  whole.add(language);
  i18n.addResourceBundle(language, 'translation', (await load()).default, true, true);
}

/**
 * Loads the whole language file of the language shown (the first screen behind sign-in and the
 * sign-up form need it). Not the fallback's: every language has every text (locales.test.ts), and
 * a second file cost a phone 25 KB and its parsing before the first screen.
 */
export async function loadAllTexts(): Promise<void> {
  if (allTexts) return;
  allTexts = true;
  const shown = i18n.languages?.[0];
  if (shown) await addAllTexts(shown);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  // A language read before loadAllTexts() holds only the first screens' texts.
  if (allTexts) void addAllTexts(lng);
});

export default i18n;
