import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../core/constants';
import { LANGUAGE_NAMES } from '../../i18n';

/** Picks one of the four languages; i18next keeps the choice under 'i18nextLng'. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'ko') as (typeof LANGUAGES)[number];
  return (
    <Menu.Root>
      <Menu.Trigger
        data-testid="language-switcher"
        aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[current]}`}
        className="flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Globe className="h-4 w-4" aria-hidden />
        {/* On a phone the globe alone saves room for the rest of the bar. */}
        <span className="hidden sm:inline">{LANGUAGE_NAMES[current]}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-36 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {LANGUAGES.map((lng) => (
            <Menu.Item
              key={lng}
              lang={lng}
              data-testid={`language-${lng}`}
              onSelect={() => i18n.changeLanguage(lng)}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800"
            >
              {LANGUAGE_NAMES[lng]}
              {lng === current && <Check className="h-4 w-4 text-brand-600" aria-hidden />}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
