// Pending requests, recent transactions and the buyer's contracts on the user dashboard.
import { ArrowLeftRight, FileSignature, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CONTRACT_STATUSES, TRANSACTION_STATUSES } from '../../../core/constants.ts';
import type { Role } from '../../../core/roles.ts';
import { formatMoney } from '../../../core/rules/money.ts';
import type { DashboardContract, DashboardRequest, DashboardTransaction } from '../../../core/schemas/dashboard.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { DashboardList, DashboardRow } from './DashboardList.tsx';

// docs/rules.md#transaction-statuses: agreed green, completed blue, cancelled red, other amber.
const TRANSACTION_TONE: Record<(typeof TRANSACTION_STATUSES)[number], Tone> = {
  proposed: 'amber',
  agreed: 'green',
  completed: 'blue',
  cancelled: 'red',
};

const CONTRACT_TONE: Record<(typeof CONTRACT_STATUSES)[number], Tone> = {
  draft: 'neutral',
  pending: 'amber',
  signed: 'blue',
  active: 'green',
  completed: 'purple',
  cancelled: 'red',
};

const named = (p: { full_name: string; company_name: string }) =>
  p.company_name ? `${p.full_name} · ${p.company_name}` : p.full_name;

export function PendingRequests({ requests }: { requests: DashboardRequest[] }) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardList
      testId="pending-requests"
      title={t('dashboard.pendingRequests')}
      icon={Inbox}
      items={requests}
      empty={t('dashboard.noPendingRequests')}
      viewAll="/meeting-requests"
    >
      {(r) => (
        <DashboardRow
          key={r.id}
          to="/meeting-requests"
          title={named(r.requester)}
          meta={`${formatDate(r.preferred_date, i18n.language)} ${r.preferred_time_start}–${r.preferred_time_end} · ${r.purpose || r.project.name}`}
          aside={<Badge tone="amber">{t('dashboard.pending')}</Badge>}
        />
      )}
    </DashboardList>
  );
}

export function RecentTransactions({ transactions, viewer }: { transactions: DashboardTransaction[]; viewer: Role }) {
  const { t } = useTranslation();
  return (
    <DashboardList
      testId="recent-transactions"
      title={t('dashboard.recentTransactions')}
      icon={ArrowLeftRight}
      items={transactions}
      empty={t('dashboard.noTransactions')}
      viewAll="/transactions"
    >
      {(tx) => (
        <DashboardRow
          key={tx.id}
          to="/transactions"
          title={tx.product_service}
          meta={named(viewer === 'buyer' ? tx.seller : tx.buyer)}
          aside={
            <>
              <span className="font-semibold text-slate-900 dark:text-white">
                {formatMoney(tx.estimated_value, tx.currency)}
              </span>
              <Badge tone={TRANSACTION_TONE[tx.status]}>{t(`dashboard.transactionStatus.${tx.status}`)}</Badge>
            </>
          }
        />
      )}
    </DashboardList>
  );
}

export function MyContracts({ contracts }: { contracts: DashboardContract[] }) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardList
      testId="my-contracts"
      title={t('dashboard.myContracts')}
      icon={FileSignature}
      items={contracts}
      empty={t('dashboard.noContracts')}
      viewAll="/contracts"
    >
      {(c) => (
        <DashboardRow
          key={c.id}
          to={`/contracts/${c.id}`}
          title={c.title}
          meta={`${c.contract_number} · ${c.seller_company} · ${formatDate(c.contract_date, i18n.language)}`}
          aside={
            <>
              {c.total_amount > 0 && (
                <span className="font-semibold text-slate-900 dark:text-white">
                  {formatMoney(c.total_amount, c.currency)}
                </span>
              )}
              <Badge tone={CONTRACT_TONE[c.status]}>{t(`dashboard.contractStatus.${c.status}`)}</Badge>
            </>
          }
        />
      )}
    </DashboardList>
  );
}
