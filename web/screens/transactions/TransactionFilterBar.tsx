// Status filter buttons: buyers all and the statuses they see; others all, proposed, agreed, completed.
import { useTranslation } from 'react-i18next';
import { BUYER_VISIBLE_TRANSACTION_STATUSES } from '../../../core/rules/transactions.ts';
import { FilterBar } from '../../components/ui/FilterBar.tsx';

export const FILTERS_BUYER = ['all', ...BUYER_VISIBLE_TRANSACTION_STATUSES] as const;
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
