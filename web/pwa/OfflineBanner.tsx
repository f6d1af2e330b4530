// "Offline, as of 09:41": shown above every signed-in screen while the device has no network or
// the screen shows answers the service worker kept (web/lib/offline-answers.ts); the time is when
// the server gave the oldest of them, in the reader's language.
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAsOf, offlineAsOf } from '../lib/offline-answers.ts';

const online = {
  get: () => navigator.onLine,
  subscribe(listener: () => void) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const asOf = useSyncExternalStore(offlineAsOf.subscribe, offlineAsOf.get);
  const isOnline = useSyncExternalStore(online.subscribe, online.get);
  if (isOnline && asOf === null) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="no-print mb-4 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
      {asOf === null
        ? t('pwa.offline')
        : t('pwa.offlineAsOf', { time: formatAsOf(asOf, i18n.resolvedLanguage ?? 'en') })}
    </p>
  );
}
