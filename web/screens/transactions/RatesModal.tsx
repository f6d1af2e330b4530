// Admins: the USD rate of each transaction currency (docs/rules.md#currency-and-usd-totals). USD
// itself is always 1.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert, Loading } from '../../components/ui/Feedback.tsx';
import { Field, Input } from '../../components/ui/Field.tsx';
import { useCurrencyRates, useUpdateCurrencyRates } from '../../features/transactions/api.ts';
import { errorMessage } from '../../lib/errors.ts';

type Editable = 'EUR' | 'KRW' | 'JPY' | 'CNY' | 'GBP';

export function RatesModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const rates = useCurrencyRates(open);
  const save = useUpdateCurrencyRates();
  const [values, setValues] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState(false);
  const { reset } = save;

  useEffect(() => {
    if (!open || !rates.data) return;
    setValues(Object.fromEntries(rates.data.map((r) => [r.currency, String(r.usd_rate)])));
    setInvalid(false);
    reset();
  }, [open, rates.data, reset]);

  const editable = (rates.data ?? []).filter((r) => r.currency !== 'USD');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = editable.map((r) => ({ currency: r.currency as Editable, usd_rate: Number(values[r.currency]) }));
    if (list.some((r) => !Number.isFinite(r.usd_rate) || r.usd_rate <= 0)) {
      setInvalid(true);
      return;
    }
    save.mutate({ rates: list }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('transactions.rates.title')}
      description={t('transactions.rates.description')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending || !rates.data} data-testid="save-rates">
            {save.isPending ? t('common.saving') : t('transactions.rates.save')}
          </Button>
        </>
      }
    >
      {rates.isPending ? (
        <Loading label={t('common.loading')} />
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="space-y-3">
          {(invalid || save.isError) && (
            <Alert>{invalid ? t('transactions.rates.invalid') : errorMessage(t, save.error)}</Alert>
          )}
          {editable.map((r) => (
            <Field key={r.currency} label={t('transactions.rates.label', { currency: r.currency })}>
              {(a) => (
                <Input
                  {...a}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  value={values[r.currency] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [r.currency]: e.target.value }))}
                />
              )}
            </Field>
          ))}
        </form>
      )}
    </Modal>
  );
}
