// The all / sent / received filter of the requests list.
import { useTranslation } from 'react-i18next';
import { type MeetingRequestFilter, meetingRequestFilters } from '../../../core/schemas/meeting-request.ts';
import { FilterBar } from '../../components/ui/FilterBar.tsx';

export function RequestFilters({
  value,
  onChange,
}: {
  value: MeetingRequestFilter;
  onChange: (f: MeetingRequestFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar
      className="mb-6"
      legend={t('meetingRequests.filterLabel')}
      options={meetingRequestFilters.map((f) => ({ value: f, label: t(`meetingRequests.filter.${f}`) }))}
      value={value}
      onChange={onChange}
      testIdPrefix="requests-filter"
    />
  );
}
