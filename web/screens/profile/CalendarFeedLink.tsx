// The subscription address right after it was made or renewed: shown this once (only its hash is
// kept), with a copy button and a webcal:// link that calendar apps open to subscribe.
import { CalendarPlus, Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedCreated } from '../../../core/schemas/calendar-feed.ts';
import { Button, buttonClass } from '../../components/ui/Button.tsx';

export function CalendarFeedLink({ created }: { created: CalendarFeedCreated }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(created.url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('calendar.feed.linkLabel')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {/* Wrapped, not cut off as in a field, so it can be read whole on a phone; a tap selects all of it. */}
        <code
          className="flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs break-all select-all text-slate-900 dark:bg-slate-800 dark:text-white"
          data-testid="calendar-feed-url"
        >
          {created.url}
        </code>
        <Button variant="secondary" onClick={copy} data-testid="calendar-feed-copy">
          {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
          {copied ? t('calendar.feed.copied') : t('calendar.feed.copy')}
        </Button>
      </div>
      <a href={created.webcal_url} className={buttonClass('primary')} data-testid="calendar-feed-webcal">
        <CalendarPlus className="h-4 w-4" aria-hidden />
        {t('calendar.feed.open')}
      </a>
      <p className="text-sm font-medium text-amber-800 dark:text-amber-300" data-testid="calendar-feed-shown-once">
        {t('calendar.feed.shownOnce')}
      </p>
    </div>
  );
}
