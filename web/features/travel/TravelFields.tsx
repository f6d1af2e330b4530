// The inputs of the travel form: traveller (searched on the server as one types, the matches grouped
// by role), project (active ones), flight, times with the zone they are in, hotel and notes.
import { useState } from 'react';
import { type FieldError, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Travel, TravelOptions } from '../../../core/schemas/travel.ts';
import { Field, Input, Select, Textarea } from '../../components/ui/Field.tsx';
import { SearchSelect } from '../../components/ui/SearchSelect.tsx';
import { formZone, type TravelFormValues } from './travel-form.ts';

/** Each field's text when its value is wrong; the schema's own messages first. */
const ERROR_KEYS: Record<string, string> = {
  departure_before_arrival: 'travel.form.errors.departureBeforeArrival',
  user_id: 'travel.form.errors.traveler',
  arrival_time: 'travel.form.errors.time',
  departure_time: 'travel.form.errors.time',
};

const ROLE_ORDER = ['buyer', 'seller', 'interpreter', 'volunteer'] as const;

export function TravelFields({
  options,
  record,
  search,
  onSearch,
}: {
  options: TravelOptions;
  record?: Travel;
  /** The traveller search's text; `options.people` are its matches. */
  search: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useTranslation();
  // The traveller chosen (or the record's) stays a choice while the search moves on.
  const [chosen, setChosen] = useState<Travel['user'] | null>(record?.user ?? null);
  const people = [...(chosen && !options.people.some((p) => p.id === chosen.id) ? [chosen] : []), ...options.people];
  const { register, watch, formState } = useFormContext<TravelFormValues>();
  const error = (name: keyof TravelFormValues) => {
    const e = formState.errors[name] as FieldError | undefined;
    return e ? t(ERROR_KEYS[e.message ?? ''] ?? ERROR_KEYS[name] ?? 'validation.invalid') : undefined;
  };
  const projectId = watch('project_id');
  // An edited record may keep a project that is no longer active; the form still names it.
  const kept = record?.project && !options.projects.some((p) => p.id === record.project?.id) ? record.project : null;
  const projects = kept ? [...options.projects, kept] : options.projects;
  const zone = formZone(projectId, projects);
  const zoneHint = projects.some((p) => p.id === projectId)
    ? t('travel.form.timesInProject', { zone })
    : t('travel.form.timesInBrowser', { zone });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('travel.form.traveler')} required error={error('user_id')}>
        {(a) => (
          <SearchSelect
            search={search}
            onSearch={onSearch}
            label={t('travel.form.searchTraveler')}
            more={options.more}
            testId="travel-user"
          >
            <Select
              {...a}
              {...register('user_id', {
                onChange: (e) => setChosen(people.find((p) => p.id === e.target.value) ?? null),
              })}
              // Held by the form's value, so that a choice appears once its option is rendered.
              value={watch('user_id')}
              data-testid="travel-user"
            >
              <option value="">
                {people.length === 0 ? t('travel.form.noMatch') : t('travel.form.selectTraveler')}
              </option>
              {ROLE_ORDER.filter((role) => people.some((p) => p.role === role)).map((role) => (
                <optgroup key={role} label={t(`roles.${role}`)}>
                  {people
                    .filter((p) => p.role === role)
                    .map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.full_name} ({p.email})
                      </option>
                    ))}
                </optgroup>
              ))}
            </Select>
          </SearchSelect>
        )}
      </Field>
      <Field label={t('travel.form.project')}>
        {(a) => (
          <Select {...a} {...register('project_id')} data-testid="travel-project">
            <option value="">{t('travel.form.noProject')}</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('travel.form.flightNo')} className="sm:col-span-2">
        {(a) => <Input {...a} maxLength={40} {...register('flight_no')} data-testid="travel-flight" />}
      </Field>
      <Field label={t('travel.form.arrival')} error={error('arrival_time')} hint={zoneHint}>
        {(a) => <Input {...a} type="datetime-local" {...register('arrival_time')} data-testid="travel-arrival" />}
      </Field>
      <Field label={t('travel.form.departure')} error={error('departure_time')} hint={zoneHint}>
        {(a) => <Input {...a} type="datetime-local" {...register('departure_time')} data-testid="travel-departure" />}
      </Field>
      <Field label={t('travel.form.hotelName')}>
        {(a) => <Input {...a} maxLength={200} {...register('hotel_name')} data-testid="travel-hotel" />}
      </Field>
      <Field label={t('travel.form.hotelAddress')}>
        {(a) => <Input {...a} maxLength={500} {...register('hotel_address')} data-testid="travel-hotel-address" />}
      </Field>
      <Field label={t('travel.form.notes')} className="sm:col-span-2">
        {(a) => <Textarea {...a} rows={3} maxLength={2000} {...register('notes')} />}
      </Field>
    </div>
  );
}
