// Register Transaction (docs/rules.md#transactions): project, counterparty, optional related meeting,
// product/service, quantity, estimated value, currency, notes. The form validates with the schema
// the server uses; the value falls back to 0 when it is not a number.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type TransactionCreate,
  type TransactionCreateInput,
  transactionCreateSchema,
} from '../../../core/schemas/transaction.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useRegisterTransaction, useTransactionOptions } from './api.ts';
import { RegisterTransactionFields } from './RegisterTransactionFields.tsx';

const EMPTY: TransactionCreateInput = {
  project_id: '',
  counterparty_id: '',
  seller_id: '',
  meeting_id: '',
  product_service: '',
  quantity: '',
  estimated_value: 0,
  currency: 'USD',
  notes: '',
};

export function RegisterTransactionModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const options = useTransactionOptions(open);
  const register = useRegisterTransaction();
  const form = useForm<TransactionCreateInput, unknown, TransactionCreate>({
    resolver: zodResolver(transactionCreateSchema),
    defaultValues: EMPTY,
  });
  const { reset } = form;
  const { reset: resetMutation } = register;

  // Each opening starts empty, without the last attempt's error.
  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    resetMutation();
  }, [open, reset, resetMutation]);

  const submit = form.handleSubmit((input) => register.mutate(input, { onSuccess: () => onOpenChange(false) }));
  const noProjects = options.data?.projects.length === 0;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('transactions.register.title')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={register.isPending || !options.data || noProjects}
            data-testid="register-transaction-submit"
          >
            {register.isPending ? t('transactions.register.submitting') : t('transactions.register.submit')}
          </Button>
        </>
      }
    >
      {options.isPending && <Loading label={t('common.loading')} />}
      {options.isError && (
        <LoadError message={t('transactions.register.optionsError')} onRetry={() => options.refetch()} />
      )}
      {noProjects && <Alert>{t('transactions.register.noProjects')}</Alert>}
      {options.data && !noProjects && (
        <FormProvider {...form}>
          <form id={formId} onSubmit={submit} noValidate className="space-y-4">
            {register.isError && <Alert>{errorMessage(t, register.error)}</Alert>}
            <RegisterTransactionFields options={options.data} />
          </form>
        </FormProvider>
      )}
    </Modal>
  );
}
