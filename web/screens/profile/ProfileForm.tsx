import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasCompany } from '../../../core/roles';
import { type Profile, type ProfileUpdateInput, profileUpdateSchema } from '../../../core/schemas/profile';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Alert } from '../../components/ui/Feedback';
import { Field, Textarea } from '../../components/ui/Field';
import { useUpdateProfile } from '../../features/profile/api';
import { BasicFields, CompanyFields, Section } from '../../features/profile/ProfileFields';
import { errorMessage } from '../../lib/errors';

/** The editable fields of a profile, as the form starts with them. */
function initialValues(u: Profile): ProfileUpdateInput {
  const {
    full_name,
    phone,
    country,
    company_name,
    brand_name,
    website,
    ceo_name,
    address,
    annual_revenue,
    annual_revenue_currency,
    has_export_experience,
    export_annual_revenue,
    export_annual_revenue_currency,
    product_categories,
    industry_type,
    company_introduction,
    brand_introduction,
    company_description,
  } = u;
  return {
    full_name,
    phone,
    country,
    company_name,
    brand_name,
    website,
    ceo_name,
    address,
    annual_revenue,
    annual_revenue_currency: annual_revenue_currency as ProfileUpdateInput['annual_revenue_currency'],
    has_export_experience,
    export_annual_revenue,
    export_annual_revenue_currency:
      export_annual_revenue_currency as ProfileUpdateInput['export_annual_revenue_currency'],
    product_categories,
    industry_type,
    company_introduction,
    brand_introduction,
    company_description,
    establishment_date: u.establishment_date ?? '',
  };
}

export function ProfileForm({ user, onCancel, onSaved }: { user: Profile; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: initialValues(user),
  });
  const submit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onSaved }));
  return (
    <FormProvider {...form}>
      <Card className="p-5 sm:p-8">
        <form onSubmit={submit} className="space-y-8" noValidate>
          {save.isError && <Alert>{errorMessage(t, save.error, 'profile.saveFailed')}</Alert>}
          <Section title={t('profile.sections.basic')}>
            <BasicFields />
          </Section>
          {hasCompany(user.role) && (
            <>
              <CompanyFields />
              <Section title={t('profile.sections.description')}>
                <Field label={t('profile.fields.company_description')}>
                  {(a) => <Textarea {...a} rows={5} {...form.register('company_description')} />}
                </Field>
              </Section>
            </>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending} data-testid="save-profile">
              {save.isPending ? t('common.saving') : t('profile.save')}
            </Button>
          </div>
        </form>
      </Card>
    </FormProvider>
  );
}
