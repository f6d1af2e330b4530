// A choice among more rows than a select can usefully hold (docs/api-lists.md): a search box whose
// text the server matches as one types, above the select of the first matches it found. The same
// pattern as the exclusions' company picker, with native controls, so keyboards and screen readers
// use each as they always do; when more match than the select shows, a hint asks for more text.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from './SearchInput.tsx';

export function SearchSelect({
  search,
  onSearch,
  label,
  more,
  testId,
  children,
}: {
  search: string;
  onSearch: (value: string) => void;
  /** The search box's name for screen readers, and its placeholder: what it matches. */
  label: string;
  /** More rows match than the select shows. */
  more: boolean;
  /** The select's test id; the search box is `${testId}-search`. */
  testId: string;
  /** The select of the matches (and the choice already made). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <SearchInput value={search} onChange={onSearch} label={label} maxLength={100} testId={`${testId}-search`} />
      {children}
      {more && (
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid={`${testId}-more`}>
          {t('common.searchNarrow')}
        </p>
      )}
    </div>
  );
}
