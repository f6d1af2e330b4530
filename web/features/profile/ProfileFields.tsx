// The profile fields shared by the sign-up form and the profile edit form (one schema, one set of
// inputs): basic fields for everyone, company fields for buyers and sellers only.
import { Controller, type FieldErrors, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOOKING_FOR_MAX, PROFILE_CURRENCIES } from '../../../core/constants.ts';
import type { ProfileUpdateInput } from '../../../core/schemas/profile.ts';
import { Field, Input, Select, Textarea } from '../../components/ui/Field.tsx';
import { CategoriesField } from './CategoriesField.tsx';
import { MarketsField } from './MarketsField.tsx';

/** Translation key of the message for a field's validation error. */
const ERROR_KEYS: Record<string, string> = {
  email: 'validation.email',
  password: 'validation.passwordMin',
  full_name: 'validation.fullNameRequired',
  website: 'validation.url',
  annual_revenue: 'validation.amount',
  export_annual_revenue: 'validation.amount',
  looking_for: 'validation.lookingFor',
};

/** The translated error of a field, if it has one. */
export function useFieldError() {
  const { t } = useTranslation();
  return (errors: FieldErrors, name: string) =>
    errors[name] ? t(ERROR_KEYS[name] ?? 'validation.invalid') : undefined;
}

const money = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };

/** The id of the field a completeness item links to (the profile screen's meter). */
export const fieldAnchor = (item: string) => `profile-field-${item}`;

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold text-slate-900 dark:text-white">{title}</legend>
      {children}
    </fieldset>
  );
}

export function BasicFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProfileUpdateInput>();
  const fieldError = useFieldError();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('profile.fields.full_name')} required error={fieldError(formState.errors, 'full_name')}>
        {(a) => <Input {...a} autoComplete="name" {...register('full_name')} />}
      </Field>
      <Field label={t('profile.fields.phone')}>
        {(a) => <Input {...a} type="tel" autoComplete="tel" {...register('phone')} />}
      </Field>
      <Field label={t('profile.fields.company_name')}>
        {(a) => <Input {...a} autoComplete="organization" {...register('company_name')} />}
      </Field>
      <Field label={t('profile.fields.country')}>
        {(a) => <Input {...a} autoComplete="country-name" {...register('country')} />}
      </Field>
    </div>
  );
}

function CurrencySelect({ name }: { name: 'annual_revenue_currency' | 'export_annual_revenue_currency' }) {
  const { t } = useTranslation();
  const { register } = useFormContext<ProfileUpdateInput>();
  return (
    <Field label={t('profile.fields.currency')} className="w-32">
      {(a) => (
        <Select {...a} {...register(name)}>
          {PROFILE_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Company fields; `categoryChoices` are the categories of the person's projects, offered as choices. */
export function CompanyFields({ categoryChoices = [] }: { categoryChoices?: readonly string[] }) {
  const { t } = useTranslation();
  const { register, control, watch, formState } = useFormContext<ProfileUpdateInput>();
  const fieldError = useFieldError();
  const exporting = watch('has_export_experience');
  const text = (name: keyof ProfileUpdateInput, type = 'text') => (
    <Field label={t(`profile.fields.${name}`)} error={fieldError(formState.errors, name)}>
      {(a) => <Input {...a} type={type} {...register(name)} />}
    </Field>
  );
  return (
    <>
      <Section title={t('profile.sections.company')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('brand_name')}
          {text('website', 'url')}
          {text('ceo_name')}
          {text('establishment_date', 'date')}
          <div id={fieldAnchor('industry')}>{text('industry_type')}</div>
          {text('address')}
        </div>
      </Section>
      <Section title={t('profile.sections.matching')}>
        <div id={fieldAnchor('categories')}>
          <Controller
            control={control}
            name="product_categories"
            render={({ field }) => (
              <CategoriesField value={field.value ?? []} onChange={field.onChange} choices={categoryChoices} />
            )}
          />
        </div>
        <div id={fieldAnchor('markets')}>
          <Controller
            control={control}
            name="markets"
            render={({ field }) => <MarketsField value={field.value ?? []} onChange={field.onChange} />}
          />
        </div>
        <div id={fieldAnchor('looking_for')}>
          <Field
            label={t('profile.fields.looking_for')}
            hint={t('profile.lookingForHint', { max: LOOKING_FOR_MAX })}
            error={fieldError(formState.errors, 'looking_for')}
          >
            {(a) => <Input {...a} maxLength={LOOKING_FOR_MAX} {...register('looking_for')} />}
          </Field>
        </div>
      </Section>
      <Section title={t('profile.sections.financial')}>
        <div className="flex items-end gap-2">
          <Field
            label={t('profile.fields.annual_revenue')}
            className="flex-1"
            error={fieldError(formState.errors, 'annual_revenue')}
          >
            {(a) => <Input {...a} type="number" step="0.01" min="0" {...register('annual_revenue', money)} />}
          </Field>
          <CurrencySelect name="annual_revenue_currency" />
        </div>
        <label className="touch-target flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('has_export_experience')} />
          {t('profile.fields.has_export_experience')}
        </label>
        {exporting && (
          <div className="flex items-end gap-2">
            <Field
              label={t('profile.fields.export_annual_revenue')}
              className="flex-1"
              error={fieldError(formState.errors, 'export_annual_revenue')}
            >
              {(a) => <Input {...a} type="number" step="0.01" min="0" {...register('export_annual_revenue', money)} />}
            </Field>
            <CurrencySelect name="export_annual_revenue_currency" />
          </div>
        )}
      </Section>
      <Section title={t('profile.sections.about')}>
        <div id={fieldAnchor('company_introduction')}>
          <Field label={t('profile.fields.company_introduction')}>
            {(a) => <Textarea {...a} rows={4} {...register('company_introduction')} />}
          </Field>
        </div>
        <Field label={t('profile.fields.brand_introduction')}>
          {(a) => <Textarea {...a} rows={4} {...register('brand_introduction')} />}
        </Field>
      </Section>
    </>
  );
}
