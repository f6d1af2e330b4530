// Total Transaction Value in USD, the count of non-cancelled transactions and the rates it used
// (docs/rules.md#currency-and-usd-totals); admins can edit the rates from here.
import { DollarSign } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/rules/money.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Feedback.tsx';
import { useTransactionSummary } from '../../features/transactions/api.ts';
import { RatesModal } from './RatesModal.tsx';

/** A rate such as "1 EUR = $1.08", with as many digits as small rates need. */
const rateText = (currency: string, usdRate: number) =>
  `1 ${currency} = $${new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 }).format(usdRate)}`;

export function TotalValueTile({ canEditRates }: { canEditRates: boolean }) {
  const { t } = useTranslation();
  const summary = useTransactionSummary();
  const [editing, setEditing] = useState(false);
  const data = summary.data;
  return (
    <Card className="mb-6 flex flex-wrap items-start gap-4 p-5" data-testid="transactions-total">
      <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-green-100 text-green-700 dark:bg-green-900/50 dark:text-green-200">
        <DollarSign className="h-6 w-6" aria-hidden />
      </div>
      <div className="min-w-0 flex-1 basis-56">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{t('transactions.total.title')}</p>
        {data ? (
          <>
            <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
              {formatMoney(data.total_usd, 'USD')}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('transactions.total.count', { count: data.count })}
            </p>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {data.rates.length
                ? t('transactions.total.rates', {
                    rates: data.rates.map((r) => rateText(r.currency, r.usd_rate)).join(', '),
                  })
                : t('transactions.total.allUsd')}
            </p>
          </>
        ) : summary.isError ? (
          <p className="text-sm text-red-700 dark:text-red-300">{t('transactions.total.loadError')}</p>
        ) : (
          <Spinner className="mt-2" />
        )}
      </div>
      {canEditRates && (
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)} data-testid="edit-rates">
          {t('transactions.rates.edit')}
        </Button>
      )}
      {canEditRates && <RatesModal open={editing} onOpenChange={setEditing} />}
    </Card>
  );
}
