// The "Improve further" panel of the auto-schedule preview (docs/decisions/039-improve-further.md):
// the button, then while the search runs its progress over the time allowed, the plan's breaks
// with their bound and the gap left, each better plan as a step, and Cancel; after it, why it ended.
import { Sparkles, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoSchedulePreview } from '../../../../core/schemas/auto-schedule.ts';
import { type AutoScheduleImprove, breaksGap } from '../../../../core/schemas/auto-schedule-improve.ts';
import { Button } from '../../../components/ui/Button.tsx';

/** Seconds since the run began, moving on between reads while it runs (never past its limit). */
function useElapsedSeconds(run: AutoScheduleImprove | undefined, readAt: number) {
  const [now, setNow] = useState(() => Date.now());
  const running = run?.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (!run) return 0;
  const ms = run.elapsed_ms + (running ? Math.max(0, now - readAt) : 0);
  return Math.min(run.limit_seconds, Math.floor(ms / 1000));
}

export function ImproveFurtherPanel({
  preview,
  run,
  readAt,
  starting,
  cancelling,
  error,
  onStart,
  onCancel,
}: {
  /** The plan shown: the preview's, or the best one the search found. */
  preview: AutoSchedulePreview;
  run: AutoScheduleImprove | undefined;
  /** When `run` was read (ms since 1970), to move the clock on between reads. */
  readAt: number;
  starting: boolean;
  cancelling: boolean;
  error: string | null;
  onStart: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const seconds = useElapsedSeconds(run, readAt);
  const running = run?.status === 'running';
  const gap = breaksGap(preview);
  const atBounds = gap === 0 && preview.total_weight >= preview.upper_bound;
  const percent = run ? Math.round((100 * seconds) / run.limit_seconds) : 0;
  const status = running
    ? t('autoSchedule.improve.running', { round: run.rounds + 1, seconds, limit: run.limit_seconds })
    : run
      ? t(`autoSchedule.improve.ended.${run.status}`, { seconds })
      : atBounds
        ? t('autoSchedule.improve.alreadyOptimal')
        : t('autoSchedule.improve.hint');

  return (
    <section
      aria-labelledby="auto-improve-title"
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid="auto-improve"
      data-status={run?.status ?? 'idle'}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="auto-improve-title" className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('autoSchedule.improve.title')}
        </h3>
        {running ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onCancel}
            disabled={cancelling}
            data-testid="auto-improve-cancel"
          >
            <Square className="h-4 w-4" aria-hidden /> {t('autoSchedule.improve.cancel')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={onStart}
            disabled={starting || atBounds}
            data-testid="auto-improve-start"
          >
            <Sparkles className="h-4 w-4" aria-hidden />{' '}
            {starting ? t('autoSchedule.improve.starting') : t('autoSchedule.improve.start')}
          </Button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="auto-improve-status">
        {status}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300" data-testid="auto-improve-error">
          {error}
        </p>
      )}
      {run && (
        <>
          <div
            role="progressbar"
            aria-label={t('autoSchedule.improve.progress')}
            aria-valuemin={0}
            aria-valuemax={run.limit_seconds}
            aria-valuenow={seconds}
            aria-valuetext={t('autoSchedule.improve.progressValue', { seconds, limit: run.limit_seconds })}
            className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              // A search that ended by itself used what it needed; a stopped one shows where it stopped.
              style={{ width: `${run.status === 'optimal' || run.status === 'finished' ? 100 : percent}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-slate-900 tabular-nums dark:text-slate-100" data-testid="auto-improve-gap">
            {t('autoSchedule.improve.figures', {
              breaks: preview.breaks,
              bound: preview.breaks_lower_bound,
              gap,
            })}
          </p>
          <ol className="mt-2 space-y-0.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {run.steps.map((s) => (
              <li key={`${s.round}-${s.elapsed_ms}`} data-testid="auto-improve-step">
                {s.round === 0
                  ? t('autoSchedule.improve.stepPreview', { breaks: s.breaks, weight: s.total_weight })
                  : t('autoSchedule.improve.step', {
                      seconds: Math.round(s.elapsed_ms / 1000),
                      breaks: s.breaks,
                      weight: s.total_weight,
                    })}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
