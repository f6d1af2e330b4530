// Markets (docs/rules.md#matchmaking): the countries a seller sells to or a buyer buys from, chosen
// from the ISO list with names in the reader's language; the chosen ones show as removable chips.
import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, countryName } from '../../../core/rules/countries.ts';
import { Input } from '../../components/ui/Field.tsx';

interface Props {
  value: string[];
  onChange: (next: string[]) => void;
}

export function MarketsField({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const language = i18n.language;
  const countries = useMemo(() => {
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language]);
  const wanted = query.trim().toLowerCase();
  const shown = wanted
    ? countries.filter((c) => c.name.toLowerCase().includes(wanted) || c.code.toLowerCase() === wanted)
    : countries;
  const chosen = new Set(value);
  const toggle = (code: string) => onChange(chosen.has(code) ? value.filter((c) => c !== code) : [...value, code]);
  return (
    <fieldset className="space-y-2" data-testid="markets-field">
      <legend className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('profile.fields.markets')}
      </legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('profile.marketsHint')}</p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('profile.marketsChosen')}>
          {value.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700 dark:bg-brand-600/20 dark:text-brand-100"
            >
              {countryName(code, language)}
              <button
                type="button"
                onClick={() => toggle(code)}
                aria-label={t('common.removeItem', { item: countryName(code, language) })}
                className="touch-target inline-flex items-center justify-center rounded-full p-0.5 hover:bg-brand-100 dark:hover:bg-brand-600/40"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('profile.marketsSearch')}
      </label>
      <Input
        id={`${id}-search`}
        type="search"
        value={query}
        placeholder={t('profile.marketsSearch')}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          // Enter picks the only match instead of submitting the form.
          if (e.key === 'Enter') {
            e.preventDefault();
            if (shown.length === 1) toggle(shown[0].code);
          }
        }}
      />
      <ul
        className="max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-700"
        aria-label={t('profile.marketsList')}
      >
        {shown.map((c) => (
          <li key={c.code}>
            <label className="touch-target flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={chosen.has(c.code)}
                onChange={() => toggle(c.code)}
              />
              <span className="flex-1">{c.name}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{c.code}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && (
          <li className="px-2 py-1.5 text-sm text-slate-500 dark:text-slate-400">{t('profile.marketsNone')}</li>
        )}
      </ul>
    </fieldset>
  );
}
