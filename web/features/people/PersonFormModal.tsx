// The admin's add and edit form for a buyer, seller or interpreter:
// Basic Information, then company, financial, categories and about for buyers and sellers, or
// languages (interpreters; buyers and sellers too, for the scheduler's interpreter rule). Name and
// email are required, with one message for both.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { hasCompany } from '../../../core/roles.ts';
import { keepsLanguages } from '../../../core/rules/languages.ts';
import {
  missesNameOrEmail,
  type PeopleRole,
  type PersonCreateInput,
  personCreateSchema,
  personUpdateSchema,
} from '../../../core/schemas/people.ts';
import type { Profile } from '../../../core/schemas/profile.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Input } from '../../components/ui/Field.tsx';
import { useCategoryChoices } from '../profile/api.ts';
import { BasicFields, CompanyFields, Section, useFieldError } from '../profile/ProfileFields.tsx';
import { LanguagesField } from './LanguagesField.tsx';

type FormOutput = z.output<typeof personCreateSchema>;

/** The form's starting values: empty for a new person, the profile's for an edit. */
function initialValues(role: PeopleRole, person?: Profile): PersonCreateInput {
  const blank = personCreateSchema.parse({ role, full_name: '', email: '' });
  if (!person) return { ...blank, establishment_date: '' };
  const keys = Object.keys(personUpdateSchema.shape) as (keyof Profile)[];
  const values = Object.fromEntries(keys.map((k) => [k, person[k]]));
  return { ...blank, ...values, email: person.email, establishment_date: person.establishment_date ?? '' };
}

interface Props {
  role: PeopleRole;
  /** Absent: a new person. */
  person?: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** A failure to show at the top (already translated). */
  error?: string;
  onSubmit: (input: FormOutput) => void;
}

export function PersonFormModal({ role, person, open, onOpenChange, busy, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [missing, setMissing] = useState(false);
  // An edit offers the categories of the person's projects; a new person takes part in none yet.
  const choices = useCategoryChoices(person?.id, open && Boolean(person) && hasCompany(role));
  const form = useForm<PersonCreateInput, unknown, FormOutput>({
    resolver: zodResolver(personCreateSchema),
    defaultValues: initialValues(role, person),
  });
  useEffect(() => {
    if (open) {
      form.reset(initialValues(role, person));
      setMissing(false);
    }
  }, [open, role, person, form]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (missesNameOrEmail(form.getValues())) {
      setMissing(true);
      return;
    }
    setMissing(false);
    void form.handleSubmit(onSubmit)(e);
  };
  const title = t(person ? `people.${role}.edit` : `people.${role}.add`);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="person-form" disabled={busy} data-testid="save-person">
            {busy ? t('common.saving') : t(person ? 'people.save' : 'people.create')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id="person-form" onSubmit={submit} className="space-y-8" noValidate>
          {missing && <Alert>{t('people.requiredFields')}</Alert>}
          {error && <Alert>{error}</Alert>}
          <Section title={t('profile.sections.basic')}>
            <Field
              label={t('people.email')}
              required
              hint={person ? t('people.emailReadOnly') : undefined}
              error={fieldError(form.formState.errors, 'email')}
            >
              {(a) => <Input {...a} type="email" readOnly={!!person} autoComplete="off" {...form.register('email')} />}
            </Field>
            <BasicFields />
          </Section>
          {hasCompany(role) && <CompanyFields categoryChoices={person ? (choices.data ?? []) : []} />}
          {keepsLanguages(role) && (
            <Section title={t('people.languages')}>
              <Controller
                control={form.control}
                name="languages"
                render={({ field }) => <LanguagesField value={field.value ?? []} onChange={field.onChange} />}
              />
            </Section>
          )}
        </form>
      </FormProvider>
    </Modal>
  );
}
