// Status filter buttons: buyers all, agreed, completed; others all, proposed, agreed, completed.
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/ui/FilterBar.tsx';

export const FILTERS_BUYER = ['all', 'agreed', 'completed'] as const;
export const FILTERS_OTHERS = ['all', 'proposed', 'agreed', 'completed'] as const;
export type TransactionFilter = (typeof FILTERS_OTHERS)[number];

export function TransactionFilterBar({
  filters,
  value,
  onChange,
}: {
  filters: readonly TransactionFilter[];
  value: TransactionFilter;
  onChange: (f: TransactionFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar
      legend={t('transactions.filterLabel')}
      options={filters.map((f) => ({ value: f, label: t(`transactions.filter.${f}`) }))}
      value={value}
      onChange={onChange}
      testIdPrefix="transactions-filter"
    />
  );
}
