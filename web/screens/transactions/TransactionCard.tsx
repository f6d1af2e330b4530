// One transaction: product or service, status, buyer and seller with companies, quantity, value in
// its own currency, notes, and the actions the reader may take.
import { CheckCircle2, CircleCheckBig, Package, StickyNote, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/rules/money.ts';
import type { TransactionAction } from '../../../core/rules/transactions.ts';
import type { Transaction } from '../../../core/schemas/transaction.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { TransactionStatusBadge } from './TransactionStatusBadge.tsx';

const ACTIONS: { action: TransactionAction; icon: typeof CheckCircle2; variant: 'primary' | 'secondary' }[] = [
  { action: 'agree', icon: CheckCircle2, variant: 'primary' },
  { action: 'complete', icon: CircleCheckBig, variant: 'primary' },
  { action: 'cancel', icon: XCircle, variant: 'secondary' },
];

function Party({ label, name, company }: { label: string; name: string; company: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words text-slate-900 dark:text-slate-100">{name}</dd>
      {company && <dd className="text-sm break-words text-slate-600 dark:text-slate-400">{company}</dd>}
    </div>
  );
}

export function TransactionCard({
  transaction: tx,
  busy,
  onAction,
}: {
  transaction: Transaction;
  busy: boolean;
  onAction: (action: TransactionAction) => void;
}) {
  const { t } = useTranslation();
  const actions = ACTIONS.filter((a) => tx.can[a.action]);
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="transaction-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-start gap-2 font-semibold break-words text-slate-900 dark:text-white">
            <Package className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <span className="min-w-0">{tx.product_service}</span>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{tx.project.name}</p>
        </div>
        <TransactionStatusBadge status={tx.status} />
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Party label={t('transactions.buyer')} name={tx.buyer.full_name} company={tx.buyer.company_name} />
        <Party label={t('transactions.seller')} name={tx.seller.full_name} company={tx.seller.company_name} />
        {tx.quantity && (
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {t('transactions.quantity')}
            </dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">{tx.quantity}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t('transactions.estimatedValue')}
          </dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">
            {formatMoney(tx.estimated_value, tx.currency)}
          </dd>
        </div>
      </dl>
      {tx.notes && (
        <p className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <StickyNote className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words whitespace-pre-line">{tx.notes}</span>
        </p>
      )}
      {actions.length > 0 && (
        <div className="mt-auto flex flex-wrap gap-2">
          {actions.map(({ action, icon: Icon, variant }) => (
            <Button
              key={action}
              size="sm"
              variant={variant}
              disabled={busy}
              onClick={() => onAction(action)}
              data-testid={`transaction-${action}`}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {t(`transactions.actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
}
