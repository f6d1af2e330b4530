// "Add to calendar" on a meeting: its .ics file, in the reader's language, from the server
// (docs/rules.md#calendars). A plain link: the browser downloads it with the session cookie.
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/Button.tsx';

export function CalendarDownloadLink({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`/api/meetings/${meetingId}/calendar.ics`}
      download
      className={buttonClass('secondary', 'sm')}
      title={t('calendar.downloadHint')}
      data-testid="meeting-calendar-download"
    >
      <CalendarPlus className="h-4 w-4" aria-hidden />
      {t('calendar.download')}
    </a>
  );
}
