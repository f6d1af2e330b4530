// The inputs of the project form; the schema (core/schemas/project.ts) is the one the server uses.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAILY_MEET_LIMIT, PROJECT_STATUSES } from '../../../core/constants.ts';
import { MESSAGE_RETENTION_DAYS } from '../../../core/rules/conversations.ts';
import { dayFits, slotAt } from '../../../core/rules/slots.ts';
import type { ProjectInput } from '../../../core/schemas/project.ts';
import { Field, Input, Select, Textarea } from '../../components/ui/Field.tsx';
import { projectFieldError } from '../../features/projects/messages.ts';

/** Time zones the browser knows, with the current value kept even when it does not know it. */
function timeZones(current: string | undefined): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

const whole = { valueAsNumber: true } as const;
/** An empty field keeps messages (null); anything else is the number typed. */
const daysOrNone = (value: unknown) => (value === '' || value == null ? null : Number(value));

export function ProjectFormFields() {
  const { t } = useTranslation();
  const { register, watch, formState } = useFormContext<ProjectInput>();
  const error = (name: keyof ProjectInput) => projectFieldError(t, name, formState.errors[name]);
  const [limit, minutes, dayStart, zone] = watch(['daily_meet_limit', 'slot_minutes', 'day_start', 'time_zone']);
  const settings = { daily_meet_limit: Number(limit), slot_minutes: Number(minutes), day_start: dayStart ?? '' };
  const valid =
    Number.isInteger(settings.daily_meet_limit) &&
    settings.daily_meet_limit > 0 &&
    Number.isInteger(settings.slot_minutes) &&
    settings.slot_minutes > 0 &&
    /^\d\d:\d\d$/.test(settings.day_start);
  const dayHint =
    valid && dayFits(settings)
      ? t('projects.form.dayRuns', {
          start: settings.day_start,
          end: slotAt(settings, settings.daily_meet_limit).end,
        })
      : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('projects.form.name')} required error={error('name')} className="sm:col-span-2">
        {(a) => <Input {...a} maxLength={200} autoComplete="off" {...register('name')} />}
      </Field>
      <Field label={t('projects.form.description')} className="sm:col-span-2">
        {(a) => <Textarea {...a} rows={3} maxLength={5000} {...register('description')} />}
      </Field>
      <Field label={t('projects.form.startDate')} required error={error('start_date')}>
        {(a) => <Input {...a} type="date" {...register('start_date')} />}
      </Field>
      <Field label={t('projects.form.endDate')} required error={error('end_date')}>
        {(a) => <Input {...a} type="date" {...register('end_date')} />}
      </Field>
      <Field label={t('projects.form.location')}>
        {(a) => <Input {...a} maxLength={300} {...register('location')} />}
      </Field>
      <Field label={t('projects.form.status')} required>
        {(a) => (
          <Select {...a} {...register('status')}>
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`projects.status.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('projects.form.dailyMeetLimit')} required error={error('daily_meet_limit')} hint={dayHint}>
        {(a) => (
          <Input
            {...a}
            type="number"
            inputMode="numeric"
            min={DAILY_MEET_LIMIT.min}
            max={DAILY_MEET_LIMIT.max}
            step={1}
            {...register('daily_meet_limit', whole)}
          />
        )}
      </Field>
      <Field label={t('projects.form.slotMinutes')} required error={error('slot_minutes')}>
        {(a) => (
          <Input
            {...a}
            type="number"
            inputMode="numeric"
            min={5}
            max={240}
            step={5}
            {...register('slot_minutes', whole)}
          />
        )}
      </Field>
      <Field label={t('projects.form.dayStart')} required error={error('day_start')}>
        {(a) => <Input {...a} type="time" {...register('day_start')} />}
      </Field>
      <Field label={t('projects.form.timeZone')} required error={error('time_zone')}>
        {(a) => (
          <Select {...a} {...register('time_zone')}>
            {timeZones(zone).map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('projects.form.posterUrl')}
        error={error('poster_url')}
        hint={t('projects.form.posterHint')}
        className="sm:col-span-2"
      >
        {(a) => <Input {...a} type="url" inputMode="url" placeholder="https://" {...register('poster_url')} />}
      </Field>
      <Field
        label={t('projects.form.mailFromName')}
        error={error('mail_from_name')}
        hint={t('projects.form.mailFromNameHint')}
      >
        {(a) => <Input {...a} maxLength={100} {...register('mail_from_name')} />}
      </Field>
      <Field
        label={t('projects.form.mailReplyTo')}
        error={error('mail_reply_to')}
        hint={t('projects.form.mailReplyToHint')}
      >
        {(a) => <Input {...a} type="email" maxLength={254} {...register('mail_reply_to')} />}
      </Field>
      <MinutesField name="reminder_minutes" label="reminderMinutes" />
      <MinutesField name="travel_margin_minutes" label="travelMarginMinutes" />
      <Field
        label={t('projects.form.messageRetentionDays')}
        error={error('message_retention_days')}
        hint={t('projects.form.messageRetentionDaysHint')}
      >
        {(a) => (
          <Input
            {...a}
            type="number"
            inputMode="numeric"
            min={MESSAGE_RETENTION_DAYS.min}
            max={MESSAGE_RETENTION_DAYS.max}
            step={1}
            {...register('message_retention_days', { setValueAs: daysOrNone })}
          />
        )}
      </Field>
    </div>
  );
}

/** A number of minutes in a day (0-1440, steps of 5) with its label and hint under projects.form. */
function MinutesField({
  name,
  label,
}: {
  name: 'reminder_minutes' | 'travel_margin_minutes';
  label: 'reminderMinutes' | 'travelMarginMinutes';
}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<ProjectInput>();
  return (
    <Field
      label={t(`projects.form.${label}`)}
      error={projectFieldError(t, name, formState.errors[name])}
      hint={t(`projects.form.${label}Hint`)}
    >
      {(a) => <Input {...a} type="number" inputMode="numeric" min={0} max={1440} step={5} {...register(name, whole)} />}
    </Field>
  );
}
