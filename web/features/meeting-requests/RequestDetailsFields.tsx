// The when and where of a meeting request, as the participant's Request Meeting form and the
// organiser's "Request a meeting for X" form both ask them: date within the project, start and
// end, location and purpose, each with its text when missing or wrong.

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input, Textarea } from '../../components/ui/Field.tsx';
import { formatDate } from '../../lib/format.ts';

/** Each field's text when its value is missing or wrong. */
export const REQUEST_FIELD_ERRORS: Partial<Record<string, string>> = {
  project_id: 'meetingRequests.form.errors.project',
  target_id: 'meetingRequests.form.errors.target',
  preferred_date: 'meetingRequests.form.errors.date',
  preferred_time_start: 'meetingRequests.form.errors.time',
  preferred_time_end: 'meetingRequests.form.errors.time',
  location: 'meetingRequests.form.errors.tooLong',
  purpose: 'meetingRequests.form.errors.tooLong',
};

type DetailField = 'preferred_date' | 'preferred_time_start' | 'preferred_time_end' | 'location' | 'purpose';

interface Props {
  /** The project's dates and place, once known. */
  project?: { start_date: string; end_date: string; location: string | null };
  /** The form's registration of a field (`register` of react-hook-form). */
  field: (name: DetailField) => UseFormRegisterReturn;
  /** A field's message, or undefined when it is fine. */
  error: (name: DetailField) => string | undefined;
}

export function RequestDetailsFields({ project, field, error }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Field
        label={t('meetingRequests.form.date')}
        required
        error={error('preferred_date')}
        hint={
          project
            ? t('meetingRequests.form.period', {
                start: formatDate(project.start_date, i18n.language),
                end: formatDate(project.end_date, i18n.language),
              })
            : undefined
        }
        className="sm:col-span-2"
      >
        {(a) => (
          <Input {...a} type="date" min={project?.start_date} max={project?.end_date} {...field('preferred_date')} />
        )}
      </Field>
      <Field label={t('meetingRequests.form.start')} required error={error('preferred_time_start')}>
        {(a) => <Input {...a} type="time" {...field('preferred_time_start')} />}
      </Field>
      <Field label={t('meetingRequests.form.end')} required error={error('preferred_time_end')}>
        {(a) => <Input {...a} type="time" {...field('preferred_time_end')} data-testid="request-end" />}
      </Field>
      <Field label={t('meetingRequests.form.location')} error={error('location')} className="sm:col-span-2">
        {(a) => <Input {...a} maxLength={300} placeholder={project?.location || undefined} {...field('location')} />}
      </Field>
      <Field label={t('meetingRequests.form.purpose')} error={error('purpose')} className="sm:col-span-2">
        {(a) => <Textarea {...a} rows={3} maxLength={2000} {...field('purpose')} />}
      </Field>
    </>
  );
}
