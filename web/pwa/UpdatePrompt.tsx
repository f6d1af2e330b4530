// "A new version is ready - Reload": a new build's service worker waits (web/pwa/register.ts) until
// the person chooses, so a form being filled in is never reloaded from under them.
import { RefreshCw, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button.tsx';
import { updateState } from './update-state.ts';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const apply = useSyncExternalStore(updateState.subscribe, updateState.get);
  const [dismissed, setDismissed] = useState(false);
  if (!apply || dismissed) return null;
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="no-print fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center gap-2 rounded-xl border border-slate-200 bg-white p-2 pl-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="flex-1 text-sm text-slate-800 dark:text-slate-100">{t('pwa.updateReady')}</p>
      <Button className="h-11" onClick={apply} data-testid="update-reload">
        <RefreshCw className="h-4 w-4" aria-hidden /> {t('pwa.reload')}
      </Button>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label={t('pwa.later')}
        title={t('pwa.later')}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
