// Above the agenda, not printed: whose agenda (admins pick any buyer, seller or interpreter of the
// project) and which day (every day of the project, or all of them).
import { useTranslation } from 'react-i18next';
import { datesBetween } from '../../../core/rules/time.ts';
import { Field, Select } from '../../components/ui/Field.tsx';
import { useParticipants } from '../../features/participants/api.ts';
import { formatDay } from '../../lib/format.ts';

const AGENDA_ROLES = ['buyer', 'seller', 'interpreter'];

export function PersonPicker({
  projectId,
  value,
  onChange,
}: {
  projectId: string;
  value: string | undefined;
  onChange: (userId: string) => void;
}) {
  const { t } = useTranslation();
  const participants = useParticipants(projectId);
  const people = (participants.data ?? []).filter((p) => p.is_active && AGENDA_ROLES.includes(p.role));
  return (
    <Field label={t('agendas.person')} className="min-w-0 flex-1 basis-64">
      {(props) => (
        <Select
          {...props}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
          disabled={participants.isPending}
          data-testid="agenda-person"
        >
          <option value="" disabled>
            {participants.isPending ? t('common.loading') : t('agendas.choosePerson')}
          </option>
          {people.map((p) => (
            <option key={p.user_id} value={p.user_id}>
              {[p.full_name, p.company_name].filter(Boolean).join(' · ')} ({t(`roles.${p.role}`)})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function DayPicker({
  project,
  value,
  onChange,
}: {
  project: { start_date: string; end_date: string };
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Field label={t('agendas.day')} className="w-full sm:w-56">
      {(props) => (
        <Select
          {...props}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || undefined)}
          data-testid="agenda-day-select"
        >
          <option value="">{t('agendas.allDays')}</option>
          {datesBetween(project.start_date, project.end_date).map((d) => (
            <option key={d} value={d}>
              {formatDay(d, i18n.language)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
