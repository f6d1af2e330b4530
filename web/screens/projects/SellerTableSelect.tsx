// A seller's fixed table on the participant list (admins; docs/rules.md#tables): no table, or one of
// the project's tables; tables fixed to other sellers are shown but cannot be chosen.
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../../core/schemas/participant.ts';
import { Select } from '../../components/ui/Field.tsx';
import { useFixTable, useTables } from '../../features/tables/api.ts';
import { errorMessage } from '../../lib/errors.ts';

export function SellerTableSelect({ projectId, seller }: { projectId: string; seller: Participant }) {
  const { t } = useTranslation();
  const tables = useTables(projectId);
  const fix = useFixTable(projectId);
  // A project without tables has nothing to fix.
  if (!tables.data || tables.data.length === 0) return null;
  const name = seller.full_name || seller.email;
  return (
    <span className="inline-flex flex-col">
      <Select
        aria-label={t('participants.tableNamed', { name })}
        value={seller.table_id ?? ''}
        disabled={fix.isPending}
        onChange={(e) => fix.mutate({ participantId: seller.id, tableId: e.target.value || null })}
        className="h-8 w-40 py-0 text-xs"
        data-testid="seller-table"
      >
        <option value="">{t('participants.noTable')}</option>
        {tables.data.map((table) => {
          const other = table.seller && table.seller.id !== seller.user_id ? table.seller : null;
          return (
            <option key={table.id} value={table.id} disabled={other !== null}>
              {other ? `${table.name} · ${other.company_name || other.full_name}` : table.name}
            </option>
          );
        })}
      </Select>
      {fix.isError && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {errorMessage(t, fix.error)}
        </span>
      )}
    </span>
  );
}
