// The printable contract: parties, subject, money, terms, dates and stamps.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company, Contract } from '../../../core/schemas/contract.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { ContractStatusBadge, contractMoney, TYPE_KEYS } from './contract-labels.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid border-t border-slate-200 pt-5 dark:border-slate-800">
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h2>
      {children}
    </section>
  );
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 print:col-span-2' : undefined}>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function CompanyBlock({ label, company, person }: { label: string; company: Company; person: Contract['buyer'] }) {
  const { t } = useTranslation();
  const lines = [company.industry, company.country, company.email, company.phone].filter(Boolean);
  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-800" data-testid={`party-${company.type}`}>
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</p>
      <p className="mt-1 text-lg font-semibold break-words text-slate-900 dark:text-white">{company.name}</p>
      {lines.map((line) => (
        <p key={line} className="text-sm break-words text-slate-600 dark:text-slate-400">
          {line}
        </p>
      ))}
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {t('contracts.representative')}: {person ? `${person.full_name} (${person.email})` : t('common.notProvided')}
      </p>
    </div>
  );
}

export function ContractDocument({ contract: c }: { contract: Contract }) {
  const { t, i18n } = useTranslation();
  const date = (d: string | null) => (d ? formatDate(d, i18n.language) : '—');
  const text = (s: string) => s || '—';
  return (
    <article className="contract-print space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900 print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-mono text-sm text-slate-500 dark:text-slate-400">{c.contract_number}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
            {c.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(TYPE_KEYS[c.type])}</p>
        </div>
        <ContractStatusBadge status={c.status} />
      </header>
      <Section title={t('contracts.parties')}>
        <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          <CompanyBlock label={t('contracts.buyer')} company={c.buyer_company} person={c.buyer} />
          <CompanyBlock label={t('contracts.seller')} company={c.seller_company} person={c.seller} />
        </div>
      </Section>
      <Section title={t('contracts.subject')}>
        <dl className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          <Item label={t('contracts.project')}>{c.project?.name ?? t('contracts.noProject')}</Item>
          <Item label={t('contracts.productService')}>{c.product_service}</Item>
          <Item label={t('contracts.quantity')}>{text(c.quantity)}</Item>
          <Item label={t('contracts.unitPrice')}>{contractMoney(c.unit_price, c.currency)}</Item>
          <Item label={t('contracts.totalAmount')} wide>
            <span className="text-xl font-semibold" data-testid="contract-total">
              {contractMoney(c.total_amount, c.currency)}
            </span>
          </Item>
          {c.details && (
            <Item label={t('contracts.details')} wide>
              {c.details}
            </Item>
          )}
        </dl>
      </Section>
      <Section title={t('contracts.termsAndNotes')}>
        <dl className="grid gap-4">
          <Item label={t('contracts.paymentTerms')}>{text(c.payment_terms)}</Item>
          <Item label={t('contracts.notes')}>{text(c.notes)}</Item>
        </dl>
      </Section>
      <Section title={t('contracts.importantDates')}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4 print:grid-cols-4">
          <Item label={t('contracts.contractDate')}>{date(c.contract_date)}</Item>
          <Item label={t('contracts.deliveryDate')}>{date(c.delivery_date)}</Item>
          <Item label={t('contracts.signedDate')}>{date(c.signed_date)}</Item>
          <Item label={t('contracts.expiryDate')}>{date(c.expiry_date)}</Item>
        </dl>
      </Section>
      <footer className="flex flex-wrap gap-x-6 gap-y-1 border-t border-slate-200 pt-4 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <span>{t('contracts.createdAt', { when: formatDateTime(c.created_at, i18n.language) })}</span>
        <span>{t('contracts.updatedAt', { when: formatDateTime(c.updated_at, i18n.language) })}</span>
      </footer>
    </article>
  );
}
