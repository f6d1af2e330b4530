// A contract in the list: number, title, type, parties, status, amount, and a print shortcut.
import { Building2, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Contract } from '../../../core/schemas/contract.ts';
import { Card } from '../../components/ui/Card.tsx';
import { formatDate } from '../../lib/format.ts';
import { ContractStatusBadge, contractMoney, TYPE_KEYS } from './contract-labels.tsx';

function Party({ label, name }: { label: string; name: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="flex items-center gap-1.5 font-medium break-words text-slate-900 dark:text-slate-100">
        <Building2 className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
        <span className="min-w-0">{name}</span>
      </dd>
    </div>
  );
}

export function ContractCard({ contract: c }: { contract: Contract }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card className="relative flex flex-col gap-4 p-5" data-testid="contract-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-xs text-slate-500 dark:text-slate-400">{c.contract_number}</p>
          <h2 className="mt-1 font-semibold break-words text-slate-900 dark:text-white">
            <Link
              to={`/contracts/${c.id}`}
              className="rounded after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {c.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{t(TYPE_KEYS[c.type])}</p>
        </div>
        <ContractStatusBadge status={c.status} />
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Party label={t('contracts.buyer')} name={c.buyer_company.name} />
        <Party label={t('contracts.seller')} name={c.seller_company.name} />
      </dl>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
        <div className="min-w-0 text-sm text-slate-600 dark:text-slate-400">
          <p>{t('contracts.dateOn', { date: formatDate(c.contract_date, i18n.language) })}</p>
          {c.total_amount > 0 && (
            <p className="text-base font-semibold text-slate-900 dark:text-white" data-testid="contract-amount">
              {contractMoney(c.total_amount, c.currency)}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => navigate(`/contracts/${c.id}?print=1`)}
          aria-label={t('contracts.printNamed', { number: c.contract_number })}
          data-testid="contract-print"
          className="touch-target relative z-10 inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800"
        >
          <Printer className="h-4 w-4" aria-hidden />
          {t('contracts.print')}
        </button>
      </div>
    </Card>
  );
}
