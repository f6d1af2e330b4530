// "Turn on notifications on this device" (docs/rules.md#push-notifications): where this browser
// stands with pushes, and the button that asks permission and subscribes it, or turns it off.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { type PushDeviceState, pushDeviceState, turnPushOff, turnPushOn } from './push-device.ts';

/** Our own reasons first, else the server's coded error. */
function reason(t: ReturnType<typeof useTranslation>['t'], err: unknown) {
  const message = err instanceof Error ? err.message : '';
  if (message === 'push_permission_denied') return t('push.errors.permission');
  if (message === 'push_unavailable') return t('push.errors.unavailable');
  if (err instanceof DOMException) return t('push.errors.unavailable');
  return errorMessage(t, err);
}

export function PushDevice() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushDeviceState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    pushDeviceState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (err) {
      setError(reason(t, err));
    } finally {
      setState(await pushDeviceState().catch(() => 'off' as const));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="push-device-title" className="mb-3 rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
      <h3 id="push-device-title" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('push.device.title')}
      </h3>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('push.device.intro')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3" aria-live="polite">
        {state === 'checking' && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('push.device.checking')}</p>
        )}
        {state === 'unsupported' && (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('push.device.unsupported')}</p>
        )}
        {state === 'denied' && <p className="text-sm text-slate-700 dark:text-slate-300">{t('push.device.denied')}</p>}
        {state === 'off' && (
          <Button onClick={run(turnPushOn)} disabled={busy}>
            {t('push.device.turnOn')}
          </Button>
        )}
        {state === 'on' && (
          <>
            <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
              {t('push.device.on')}
            </p>
            <Button variant="secondary" onClick={run(turnPushOff)} disabled={busy}>
              {t('push.device.turnOff')}
            </Button>
          </>
        )}
      </div>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </section>
  );
}
