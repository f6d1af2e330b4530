// /contracts/new (admin; docs/rules.md#contracts): the creation form. The schema is the server's;
// a field's error clears as soon as that field is edited.
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ContractCreate, type ContractCreateInput, contractCreateSchema } from '../../../core/schemas/contract.ts';
import { AdminOnly } from '../../app/guards.tsx';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCreateContract } from '../../features/contracts/api.ts';
import { ContractFormSections } from './ContractFormSections.tsx';
import { type ContractFormValues, createFailureText, emptyContract, serverIssues } from './contract-form.ts';

export function NewContractScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateContract();
  const form = useForm<ContractFormValues, unknown, ContractCreate>({
    resolver: zodResolver(contractCreateSchema) as never,
    defaultValues: emptyContract(),
    reValidateMode: 'onSubmit',
  });

  const submit = form.handleSubmit((input) => {
    create.mutate(input as ContractCreateInput, {
      onSuccess: (contract) => navigate(`/contracts/${contract.id}`),
      onError: (err) => {
        for (const { field, message } of serverIssues(err)) form.setError(field, { message });
      },
    });
  });

  return (
    <>
      <Link
        to="/contracts"
        className="touch-target mb-4 inline-flex items-center gap-1 rounded text-sm text-slate-600 hover:underline dark:text-slate-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t('contracts.back')}
      </Link>
      <PageHeader title={t('contracts.newTitle')} subtitle={t('contracts.newSubtitle')} />
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="space-y-6" data-testid="contract-form">
          <ContractFormSections />
          {create.isError && <Alert>{createFailureText(t, create.error)}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <Link to="/contracts" className={buttonClass('secondary')} data-testid="contract-cancel">
              {t('common.cancel')}
            </Link>
            <Button type="submit" disabled={create.isPending} data-testid="contract-submit">
              {create.isPending ? t('contracts.creating') : t('contracts.create')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </>
  );
}

/** The route's screen: admins only, everyone else sees 'Access Denied' (the server refuses them too). */
export function Component() {
  return (
    <AdminOnly>
      <NewContractScreen />
    </AdminOnly>
  );
}
