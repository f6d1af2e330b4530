// The assign modal's table (docs/rules.md#tables): "Automatic" (the seller's fixed table or the
// first free one, named) or a table that is free in the slot and fixed to no other seller.
import { useTranslation } from 'react-i18next';
import { Field, Select } from '../../../components/ui/Field.tsx';
import { type TableChoice, tableOpenTo } from './table-choice.ts';

export function TablePicker({ choice, sellerId }: { choice: TableChoice; sellerId: string | null }) {
  const { t } = useTranslation();
  const { tables, taken, tableId, setTableId, auto } = choice;
  if (tables.length === 0) return null;
  const automatic = auto
    ? t('schedule.assign.tableAuto', { name: auto.name })
    : sellerId
      ? t('schedule.assign.noFreeTable')
      : t('schedule.assign.tableAutoNone');
  return (
    <Field label={t('schedule.assign.table')}>
      {(props) => (
        <Select
          {...props}
          value={tableId ?? ''}
          onChange={(e) => setTableId(e.target.value || null)}
          className="sm:max-w-xs"
          data-testid="assign-table"
        >
          <option value="">{automatic}</option>
          {tables.map((table) => {
            const note = taken.has(table.id)
              ? t('schedule.assign.tableTaken')
              : table.seller && table.seller.id !== sellerId
                ? t('schedule.assign.tableFixedTo', { name: table.seller.company_name || table.seller.full_name })
                : null;
            return (
              <option key={table.id} value={table.id} disabled={!tableOpenTo(table, taken, sellerId)}>
                {note ? `${table.name} · ${note}` : table.name}
              </option>
            );
          })}
        </Select>
      )}
    </Field>
  );
}
