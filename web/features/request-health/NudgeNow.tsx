// "Nudge now": the targets of the requests that have waited over 48 hours are nudged at once (those
// nudged in the last day are left out), and the result is said in words.
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useNudgeNow } from './api.ts';

export function NudgeNow({ projectId, waiting, nudgeable }: { projectId: string; waiting: number; nudgeable: number }) {
  const { t } = useTranslation();
  const nudge = useNudgeNow(projectId);
  const result = nudge.data;
  return (
    <div className="mt-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={nudgeable === 0 || nudge.isPending}
        onClick={() => nudge.mutate()}
        data-testid="nudge-now"
      >
        <BellRing className="h-4 w-4" aria-hidden />
        {nudge.isPending ? t('requestHealth.nudging') : t('requestHealth.nudge')}
      </Button>
      <p className="mt-1.5 text-xs text-slate-600 dark:text-slate-400" role="status" data-testid="nudge-result">
        {nudge.isError
          ? errorMessage(t, nudge.error, 'requestHealth.nudgeFailed')
          : result
            ? result.people > 0
              ? t('requestHealth.nudged', { count: result.people, requests: result.requests })
              : t('requestHealth.nudgedNone')
            : waiting === 0
              ? t('requestHealth.nothingWaits')
              : nudgeable === 0
                ? t('requestHealth.nothingToNudge')
                : t('requestHealth.nudgeHint', { count: nudgeable })}
      </p>
    </div>
  );
}
