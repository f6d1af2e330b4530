// The inputs of the Register Transaction form. Choosing a project narrows the counterparties, and the
// pair narrows the related meetings to their completed ones.
import { useEffect } from 'react';
import { type FieldError, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_CURRENCIES } from '../../../core/constants.ts';
import type { TransactionCreateInput, TransactionOptions } from '../../../core/schemas/transaction.ts';
import { Field, Input, Select, Textarea } from '../../components/ui/Field.tsx';
import { formatDate } from '../../lib/format.ts';
import { useCurrentUser } from '../auth/api.ts';

/** Each field's text when its value is wrong. */
const ERROR_KEYS: Partial<Record<keyof TransactionCreateInput, string>> = {
  project_id: 'transactions.register.errors.project',
  counterparty_id: 'transactions.register.errors.counterparty',
  product_service: 'transactions.register.errors.product',
  estimated_value: 'validation.amount',
};

/** A number from the input, or 0 when it is not one (docs/rules.md#transactions). */
const amount = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isFinite(n) ? n : 0;
};

export function RegisterTransactionFields({ options }: { options: TransactionOptions }) {
  const { t, i18n } = useTranslation();
  const { register, watch, setValue, formState } = useFormContext<TransactionCreateInput>();
  const error = (name: keyof TransactionCreateInput) => {
    const e = formState.errors[name] as FieldError | undefined;
    return e ? t(ERROR_KEYS[name] ?? 'validation.invalid') : undefined;
  };
  const [projectId, counterpartyId, sellerId] = watch(['project_id', 'counterparty_id', 'seller_id']);
  const project = options.projects.find((p) => p.id === projectId);
  const isAdmin = useCurrentUser().user?.role === 'admin';
  const buyerSide = options.counterparty_role === 'buyer';
  const meetings = (project?.meetings ?? []).filter((m) =>
    isAdmin
      ? m.buyer_id === counterpartyId && m.seller_id === sellerId
      : m.buyer_id === counterpartyId || m.seller_id === counterpartyId,
  );

  // A new project or pair keeps no choice that no longer belongs to it.
  useEffect(() => {
    setValue('counterparty_id', '');
    setValue('seller_id', '');
  }, [projectId, setValue]);
  useEffect(() => {
    setValue('meeting_id', '');
  }, [projectId, counterpartyId, sellerId, setValue]);

  const people = (list: { id: string; full_name: string; company_name: string }[]) =>
    list.map((p) => (
      <option key={p.id} value={p.id}>
        {p.company_name ? `${p.full_name} (${p.company_name})` : p.full_name}
      </option>
    ));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('transactions.register.project')} required error={error('project_id')} className="sm:col-span-2">
        {(a) => (
          <Select {...a} {...register('project_id')} data-testid="register-project">
            <option value="">{t('transactions.register.selectProject')}</option>
            {options.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {isAdmin && (
        <Field
          label={t('transactions.register.seller')}
          required
          error={error('seller_id') && t('transactions.register.errors.seller')}
        >
          {(a) => (
            <Select {...a} {...register('seller_id')} disabled={!project} data-testid="register-seller">
              <option value="">{t('transactions.register.selectSeller')}</option>
              {people(project?.sellers ?? [])}
            </Select>
          )}
        </Field>
      )}
      <Field
        label={buyerSide ? t('transactions.register.buyer') : t('transactions.register.seller')}
        required
        error={error('counterparty_id')}
        hint={project && project.counterparties.length === 0 ? t('transactions.register.noCounterparties') : undefined}
        className={isAdmin ? undefined : 'sm:col-span-2'}
      >
        {(a) => (
          <Select {...a} {...register('counterparty_id')} disabled={!project} data-testid="register-counterparty">
            <option value="">
              {buyerSide ? t('transactions.register.selectBuyer') : t('transactions.register.selectSeller')}
            </option>
            {people(project?.counterparties ?? [])}
          </Select>
        )}
      </Field>
      <Field label={t('transactions.register.meeting')} className="sm:col-span-2">
        {(a) => (
          <Select {...a} {...register('meeting_id')} disabled={meetings.length === 0} data-testid="register-meeting">
            <option value="">{t('transactions.register.noMeeting')}</option>
            {meetings.map((m) => (
              <option key={m.id} value={m.id}>
                {formatDate(m.meeting_date, i18n.language)} {m.start_time}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('transactions.register.productService')}
        required
        error={error('product_service')}
        className="sm:col-span-2"
      >
        {(a) => <Input {...a} maxLength={500} {...register('product_service')} data-testid="register-product" />}
      </Field>
      <Field label={t('transactions.register.quantity')} className="sm:col-span-2">
        {(a) => (
          <Input
            {...a}
            maxLength={200}
            placeholder={t('transactions.register.quantityPlaceholder')}
            {...register('quantity')}
          />
        )}
      </Field>
      <Field label={t('transactions.register.estimatedValue')} error={error('estimated_value')}>
        {(a) => (
          <Input
            {...a}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...register('estimated_value', { setValueAs: amount })}
            data-testid="register-value"
          />
        )}
      </Field>
      <Field label={t('transactions.register.currency')}>
        {(a) => (
          <Select {...a} {...register('currency')}>
            {TRANSACTION_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('transactions.register.notes')} className="sm:col-span-2">
        {(a) => <Textarea {...a} rows={3} maxLength={2000} {...register('notes')} />}
      </Field>
    </div>
  );
}
