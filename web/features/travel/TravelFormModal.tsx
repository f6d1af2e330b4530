// The admin's travel form (docs/rules.md#travel). It validates with the schema the server uses, after
// turning the typed wall-clock times into instants in the zone the form names.
import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Travel, type TravelInput, travelInputSchema } from '../../../core/schemas/travel.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useSaveTravel, useTravelOptions } from './api.ts';
import { TravelFields } from './TravelFields.tsx';
import {
  browserZone,
  EMPTY_TRAVEL,
  formValuesOf,
  formZone,
  type TravelFormValues,
  toTravelInput,
} from './travel-form.ts';

/** `record` undefined opens an empty form for a new record. */
export function TravelFormModal({
  open,
  onOpenChange,
  record,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  record?: Travel;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [search, setSearch] = useState('');
  const options = useTravelOptions(open, useDeferredValue(search.trim()));
  const save = useSaveTravel();
  const projects = [...(options.data?.projects ?? []), ...(record?.project ? [record.project] : [])];
  const schemaResolver = zodResolver(travelInputSchema);
  const resolver: Resolver<TravelFormValues, unknown, TravelInput> = (values, context, opts) =>
    schemaResolver(toTravelInput(values, formZone(values.project_id, projects)), context, opts as never) as never;
  const form = useForm<TravelFormValues, unknown, TravelInput>({ resolver, defaultValues: EMPTY_TRAVEL });
  const { reset } = form;
  const { reset: resetMutation } = save;

  // Each opening starts from the record (or empty), without the last attempt's error.
  useEffect(() => {
    if (!open) return;
    reset(record ? formValuesOf(record, record.project?.time_zone ?? browserZone()) : EMPTY_TRAVEL);
    resetMutation();
    setSearch('');
  }, [open, record, reset, resetMutation]);

  const submit = form.handleSubmit((input) =>
    save.mutate({ id: record?.id, input }, { onSuccess: () => onOpenChange(false) }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={record ? t('travel.form.titleEdit') : t('travel.form.titleAdd')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending || !options.data} data-testid="travel-save">
            {save.isPending ? t('travel.form.saving') : t('travel.form.save')}
          </Button>
        </>
      }
    >
      {options.isPending && <Loading label={t('common.loading')} />}
      {options.isError && <LoadError message={t('travel.form.optionsError')} onRetry={() => options.refetch()} />}
      {options.data && (
        <FormProvider {...form}>
          <form id={formId} onSubmit={submit} noValidate className="space-y-4">
            {save.isError && <Alert>{errorMessage(t, save.error)}</Alert>}
            <TravelFields options={options.data} record={record} search={search} onSearch={setSearch} />
          </form>
        </FormProvider>
      )}
    </Modal>
  );
}
