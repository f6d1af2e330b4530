// The subscription address right after it was made or renewed: shown this once (only its hash is
// kept), with a copy button and a webcal:// link that calendar apps open to subscribe.
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedCreated } from '../../../core/schemas/calendar-feed.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { SecretValue } from '../../components/ui/SecretValue.tsx';

export function CalendarFeedLink({ created }: { created: CalendarFeedCreated }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('calendar.feed.linkLabel')}</p>
      <SecretValue
        value={created.url}
        copyLabel={t('calendar.feed.copy')}
        warning={t('calendar.feed.shownOnce')}
        valueTestId="calendar-feed-url"
        copyTestId="calendar-feed-copy"
      />
      <a href={created.webcal_url} className={buttonClass('primary')} data-testid="calendar-feed-webcal">
        <CalendarPlus className="h-4 w-4" aria-hidden />
        {t('calendar.feed.open')}
      </a>
    </div>
  );
}
