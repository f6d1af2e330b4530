// Picks one of the four languages; i18next keeps the choice under 'i18nextLng'. A native select:
// it is accessible as it is, works with a phone's own picker, and keeps the landing and login
// screens free of a menu library.
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../core/constants.ts';
import { LANGUAGE_NAMES } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';

/** `named`: the language's name shows at every width (in the phone's drawer), not only from `sm` up. */
export function LanguageSwitcher({ named = false }: { named?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'ko') as (typeof LANGUAGES)[number];
  return (
    <span className="touch-target relative flex h-9 items-center rounded-lg text-slate-600 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800">
      <Globe className="pointer-events-none absolute left-2.5 h-4 w-4" aria-hidden />
      <select
        data-testid="language-switcher"
        aria-label={t('language.label')}
        value={current}
        onChange={(e) => i18n.changeLanguage(e.target.value)}
        // On a phone only the globe shows (the text is transparent), saving room in the top bar.
        className={cn(
          'touch-target h-9 cursor-pointer appearance-none bg-transparent text-sm font-medium focus:outline-none dark:[&>option]:bg-slate-900',
          named ? 'w-auto pr-2 pl-8 text-inherit' : 'w-9 text-transparent sm:w-auto sm:pr-2 sm:pl-8 sm:text-inherit',
        )}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng} className="text-slate-900 dark:text-slate-100">
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </span>
  );
}
