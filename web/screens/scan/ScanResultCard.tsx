// The big card after a scan: who it was and what they were checked in to, green; or why nobody was
// checked in (not a badge, another project's badge, someone not in this project), red. Read aloud
// by screen readers as it changes.
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BadgeScanResult } from '../../../core/schemas/badge-scan.ts';
import { cn } from '../../lib/cn.ts';
import { formatInstant } from '../../lib/format.ts';
import { PersonAvatar } from './PersonAvatar.tsx';

export type ScanOutcome = { kind: 'ok'; result: BadgeScanResult } | { kind: 'error'; message: string };

/** 'Meeting 10:00–10:30 · table A-12 · with Kim (Hangang Foods)' or 'Arrived at the event'. */
function useWhat(result: BadgeScanResult) {
  const { t } = useTranslation();
  const m = result.meeting;
  if (!m) return t('scan.result.event');
  const place = m.table ? t('scan.result.table', { table: m.table }) : m.location;
  const who = m.counterparts
    .map((c) => (c.company_name ? `${c.full_name} (${c.company_name})` : c.full_name))
    .join(', ');
  return [
    t('scan.result.meeting', { start: m.start_time, end: m.end_time }),
    place,
    who && t('scan.result.with', { who }),
  ]
    .filter(Boolean)
    .join(' · ');
}

function Success({ result, timeZone }: { result: BadgeScanResult; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const what = useWhat(result);
  const { person } = result;
  const at = formatInstant(result.checked_in_at, i18n.language, { hour: '2-digit', minute: '2-digit' }, timeZone);
  const tone = result.already
    ? 'border-amber-400 bg-amber-50 dark:border-amber-500 dark:bg-amber-950/40'
    : 'border-emerald-500 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950/40';
  return (
    <div
      className={cn('rounded-2xl border-2 p-4', tone)}
      data-testid="scan-result"
      data-outcome={result.already ? 'already' : 'ok'}
    >
      <div className="flex items-center gap-4">
        <PersonAvatar person={person} size="lg" />
        <div className="min-w-0">
          <p className="text-xl font-bold break-words text-slate-900 dark:text-white" data-testid="scan-result-name">
            {person.full_name}
          </p>
          <p className="text-sm break-words text-slate-700 dark:text-slate-300">
            {[person.company_name, person.country].filter(Boolean).join(' · ') || t(`roles.${person.role}`)}
          </p>
        </div>
      </div>
      <p className="mt-3 flex items-start gap-2 font-semibold text-slate-900 dark:text-white">
        {result.already ? (
          <Clock className="mt-0.5 h-5 w-5 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden />
        ) : (
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
        )}
        <span data-testid="scan-result-status">
          {result.already ? t('scan.result.already', { time: at }) : t('scan.result.checkedIn', { time: at })}
        </span>
      </p>
      <p className="mt-1 text-sm break-words text-slate-800 dark:text-slate-200" data-testid="scan-result-what">
        {what}
      </p>
    </div>
  );
}

export function ScanResultCard({
  outcome,
  timeZone,
  waiting = true,
}: {
  outcome: ScanOutcome | null;
  timeZone?: string;
  /** Whether to say, before any scan, that a badge's person will appear here. */
  waiting?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {outcome?.kind === 'ok' && <Success result={outcome.result} timeZone={timeZone} />}
      {outcome?.kind === 'error' && (
        <div
          className="flex items-start gap-3 rounded-2xl border-2 border-red-500 bg-red-50 p-4 dark:bg-red-950/40"
          data-testid="scan-result"
          data-outcome="error"
        >
          <XCircle className="h-8 w-8 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
          <div>
            <p className="text-lg font-bold text-red-800 dark:text-red-200">{t('scan.result.notCheckedIn')}</p>
            <p className="text-sm text-red-800 dark:text-red-200" data-testid="scan-result-error">
              {outcome.message}
            </p>
          </div>
        </div>
      )}
      {!outcome && waiting && (
        <p className="rounded-2xl border-2 border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('scan.result.waiting')}
        </p>
      )}
    </div>
  );
}
