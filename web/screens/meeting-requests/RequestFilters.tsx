// The all / sent / received filter of the requests list (SPEC.md section 9).
import { useTranslation } from 'react-i18next';
import { type MeetingRequestFilter, meetingRequestFilters } from '../../../core/schemas/meeting-request';
import { cn } from '../../lib/cn';

const segment = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    active
      ? 'bg-brand-600 text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800',
  );

export function RequestFilters({
  value,
  onChange,
}: {
  value: MeetingRequestFilter;
  onChange: (f: MeetingRequestFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 mb-6 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">{t('meetingRequests.filterLabel')}</legend>
      {meetingRequestFilters.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          className={segment(value === f)}
          data-testid={`requests-filter-${f}`}
        >
          {t(`meetingRequests.filter.${f}`)}
        </button>
      ))}
    </fieldset>
  );
}
