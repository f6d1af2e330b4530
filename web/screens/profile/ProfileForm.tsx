import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasCompany } from '../../../core/roles.ts';
import { keepsLanguages } from '../../../core/rules/languages.ts';
import { type Profile, type ProfileUpdateInput, profileUpdateSchema } from '../../../core/schemas/profile.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Textarea } from '../../components/ui/Field.tsx';
import { TagInput } from '../../components/ui/TagInput.tsx';
import { AttachmentsField } from '../../features/attachments/AttachmentsField.tsx';
import { useUpdateProfile } from '../../features/profile/api.ts';
import { BasicFields, CompanyFields, fieldAnchor, Section } from '../../features/profile/ProfileFields.tsx';
import { errorMessage } from '../../lib/errors.ts';

/** The editable fields of a profile, as the form starts with them (a date input wants '' for none). */
function initialValues(profile: Profile): ProfileUpdateInput {
  const keys = Object.keys(profileUpdateSchema.shape) as (keyof ProfileUpdateInput & keyof Profile)[];
  const values = Object.fromEntries(keys.map((k) => [k, profile[k]]));
  return { ...values, establishment_date: profile.establishment_date ?? '' } as ProfileUpdateInput;
}

interface Props {
  user: Profile;
  /** The categories of the person's projects, offered as choices. */
  categoryChoices: readonly string[];
  /** The field to open the form at (a completeness link), if any. */
  focus?: string | null;
  onCancel: () => void;
  onSaved: () => void;
}

export function ProfileForm({ user, categoryChoices, focus, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!focus) return;
    const anchor = document.getElementById(fieldAnchor(focus));
    anchor?.scrollIntoView({ block: 'center' });
    anchor?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, [focus]);
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
          {keepsLanguages(user.role) && (
            <Section title={t('profile.sections.languages')}>
              <div id={fieldAnchor('languages')} className="space-y-4">
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('profile.languagesHint')}</p>
                <Controller
                  control={form.control}
                  name="languages"
                  render={({ field }) => (
                    <TagInput
                      label={t('people.languages')}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      placeholder={t('profile.languagePlaceholder')}
                      addLabel={t('common.add')}
                      removeLabel={(item) => t('common.removeItem', { item })}
                    />
                  )}
                />
              </div>
            </Section>
          )}
          {hasCompany(user.role) && (
            <>
              <CompanyFields categoryChoices={categoryChoices} />
              <Section title={t('profile.sections.attachments')}>
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('attachments.savedAtOnce')}</p>
                <AttachmentsField attachments={user.attachments} />
              </Section>
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
