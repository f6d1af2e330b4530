// The creation form's four sections: Contract Details, Contract Parties, Contract Details (product),
// Payment Terms. The total is read-only: quantity x unit price.
import type { ReactNode } from 'react';
import { type RegisterOptions, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUSES, CONTRACT_TYPES, PROFILE_CURRENCIES } from '../../../core/constants.ts';
import { contractTotal } from '../../../core/rules/contract.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Field, Input, Select, Textarea } from '../../components/ui/Field.tsx';
import { useCompanies } from '../../features/contracts/api.ts';
import { useProjects } from '../../features/projects/api.ts';
import { type ContractFormValues, fieldErrorText } from './contract-form.ts';
import { contractMoney, TYPE_KEYS } from './contract-labels.tsx';

type Name = keyof ContractFormValues;

function Section({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
      {subtitle && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

/** register() plus: editing a field clears its error. */
function useFields() {
  const { t } = useTranslation();
  const { register, clearErrors, formState } = useFormContext<ContractFormValues>();
  const reg = (name: Name, options: RegisterOptions<ContractFormValues, Name> = {}) =>
    register(name, { ...options, onChange: () => clearErrors(name) });
  const error = (name: Name) => fieldErrorText(t, formState.errors[name]);
  return { reg, error };
}

function DetailsSection() {
  const { t } = useTranslation();
  const { reg, error } = useFields();
  return (
    <Section title={t('contracts.form.detailsSection')}>
      <Field label={t('contracts.form.title')} required error={error('title')} className="sm:col-span-2">
        {(a) => <Input {...a} maxLength={300} autoComplete="off" {...reg('title')} />}
      </Field>
      <Field label={t('contracts.form.type')}>
        {(a) => (
          <Select {...a} {...reg('type')}>
            {CONTRACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(TYPE_KEYS[type])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('contracts.form.status')}>
        {(a) => (
          <Select {...a} {...reg('status')}>
            {CONTRACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`contracts.status.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('contracts.contractDate')} required error={error('contract_date')}>
        {(a) => <Input {...a} type="date" {...reg('contract_date')} />}
      </Field>
      <Field label={t('contracts.deliveryDate')} error={error('delivery_date')}>
        {(a) => <Input {...a} type="date" {...reg('delivery_date')} />}
      </Field>
      <Field label={t('contracts.signedDate')} error={error('signed_date')}>
        {(a) => <Input {...a} type="date" {...reg('signed_date')} />}
      </Field>
      <Field label={t('contracts.expiryDate')} error={error('expiry_date')}>
        {(a) => <Input {...a} type="date" {...reg('expiry_date')} />}
      </Field>
    </Section>
  );
}

function PartiesSection() {
  const { t } = useTranslation();
  const { reg, error } = useFields();
  const buyers = useCompanies('buyer');
  const sellers = useCompanies('seller');
  const projects = useProjects();
  const choose = t('contracts.form.choose');
  return (
    <Section title={t('contracts.form.partiesSection')}>
      <Field label={t('contracts.form.buyerCompany')} required error={error('buyer_company')}>
        {(a) => (
          <Select {...a} {...reg('buyer_company')} data-testid="buyer-company">
            <option value="">{buyers.isPending ? t('common.loading') : choose}</option>
            {buyers.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.country ? `${c.name} (${c.country})` : c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('contracts.form.sellerCompany')} required error={error('seller_company')}>
        {(a) => (
          <Select {...a} {...reg('seller_company')} data-testid="seller-company">
            <option value="">{sellers.isPending ? t('common.loading') : choose}</option>
            {sellers.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.country ? `${c.name} (${c.country})` : c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('contracts.project')} className="sm:col-span-2">
        {(a) => (
          <Select {...a} {...reg('project_id')}>
            <option value="">{t('contracts.noProject')}</option>
            {projects.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </Section>
  );
}

const price = { setValueAs: (v: unknown) => (v === '' || v === null ? 0 : Number(v)) } as const;

function ProductSection() {
  const { t } = useTranslation();
  const { reg, error } = useFields();
  const { watch } = useFormContext<ContractFormValues>();
  const [quantity, unitPrice, currency] = watch(['quantity', 'unit_price', 'currency']);
  const total = contractTotal(quantity ?? '', Number(unitPrice));
  return (
    <Section title={t('contracts.form.productSection')} subtitle={t('contracts.form.productSubtitle')}>
      <Field label={t('contracts.productService')} required error={error('product_service')} className="sm:col-span-2">
        {(a) => <Textarea {...a} rows={2} maxLength={2000} {...reg('product_service')} />}
      </Field>
      <Field label={t('contracts.quantity')} hint={t('contracts.form.quantityHint')} error={error('quantity')}>
        {(a) => <Input {...a} maxLength={200} {...reg('quantity')} />}
      </Field>
      <Field label={t('contracts.form.currency')}>
        {(a) => (
          <Select {...a} {...reg('currency')}>
            {PROFILE_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('contracts.unitPrice')} error={error('unit_price')}>
        {(a) => <Input {...a} type="number" inputMode="decimal" min={0} step={0.01} {...reg('unit_price', price)} />}
      </Field>
      <Field label={t('contracts.totalAmount')} hint={t('contracts.form.totalHint')}>
        {(a) => (
          <Input
            {...a}
            readOnly
            tabIndex={-1}
            value={contractMoney(total, currency ?? 'USD')}
            className="bg-slate-50 font-semibold dark:bg-slate-800"
            data-testid="contract-total-input"
          />
        )}
      </Field>
      <Field label={t('contracts.details')} className="sm:col-span-2">
        {(a) => <Textarea {...a} rows={4} maxLength={10000} {...reg('details')} />}
      </Field>
    </Section>
  );
}

function PaymentSection() {
  const { t } = useTranslation();
  const { reg } = useFields();
  return (
    <Section title={t('contracts.form.paymentSection')}>
      <Field label={t('contracts.paymentTerms')} className="sm:col-span-2">
        {(a) => <Textarea {...a} rows={3} maxLength={5000} {...reg('payment_terms')} />}
      </Field>
      <Field label={t('contracts.notes')} className="sm:col-span-2">
        {(a) => <Textarea {...a} rows={3} maxLength={5000} {...reg('notes')} />}
      </Field>
    </Section>
  );
}

export function ContractFormSections() {
  return (
    <>
      <DetailsSection />
      <PartiesSection />
      <ProductSection />
      <PaymentSection />
    </>
  );
}
