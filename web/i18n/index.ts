// Four languages; Korean is the default and fallback (PRODUCT.md 14). The choice is kept under
// 'i18nextLng' in local and session storage; detection order: stored, session, browser.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../core/constants';

// Each language loads as its own chunk, so the first screen carries only the one it shows.
const loadLocale: Record<string, () => Promise<{ default: object }>> = {
  ko: () => import('./locales/ko.json'),
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  ja: () => import('./locales/ja.json'),
};

export const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  ko: '한국어',
  en: 'English',
  zh: '中文',
  ja: '日本語',
};

i18n
  .use({
    type: 'backend',
    read(language: string, _ns: string, callback: (err: unknown, data?: object) => void) {
      const load = loadLocale[language];
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
    detection: {
      order: ['localStorage', 'sessionStorage', 'navigator'],
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      caches: ['localStorage', 'sessionStorage'],
    },
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export default i18n;
