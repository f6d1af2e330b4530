// The meeting's Voice Notes tab: the recorder and 'Previous Recordings'.
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '../../../core/schemas/meeting';

export function VoiceNotesPanel(_props: { meeting: MeetingDetail }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900 dark:text-white">{t('meetings.previousRecordings')}</h3>
      <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t('meetings.noRecordings')}</p>
    </div>
  );
}
