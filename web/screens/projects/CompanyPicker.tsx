// One company of a pair to keep apart: a search over the companies taking part in the project, and
// the matches to choose from (each with its side: buyer or seller).
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExclusionCompany } from '../../../core/schemas/company-exclusion.ts';
import { Select } from '../../components/ui/Field.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useExclusionCompanies } from '../../features/exclusions/api.ts';

interface Props {
  projectId: string;
  label: string;
  value: ExclusionCompany | null;
  onChange: (company: ExclusionCompany | null) => void;
  testId: string;
}

export function CompanyPicker({ projectId, label, value, onChange, testId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const companies = useExclusionCompanies(projectId, q);
  // The chosen company stays a choice while the search moves on.
  const options = [
    ...(value && !companies.data?.some((c) => c.id === value.id) ? [value] : []),
    ...(companies.data ?? []),
  ];
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{label}</legend>
      <SearchInput
        value={search}
        onChange={setSearch}
        label={t('exclusions.search', { which: label })}
        placeholder={t('exclusions.searchPlaceholder')}
        maxLength={100}
        testId={`${testId}-search`}
      />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select
        id={id}
        value={value?.id ?? ''}
        onChange={(e) => onChange(options.find((c) => c.id === e.target.value) ?? null)}
        data-testid={`${testId}-select`}
      >
        <option value="">
          {companies.isPending
            ? t('common.loading')
            : options.length === 0
              ? t('exclusions.noMatch')
              : t('exclusions.choose')}
        </option>
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {`${c.name} · ${t(`roles.${c.type}`)}`}
          </option>
        ))}
      </Select>
    </fieldset>
  );
}
