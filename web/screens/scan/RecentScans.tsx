// The scanner's own latest check-ins in this project, newest first: a glance at who came through.
import { useTranslation } from 'react-i18next';
import { useRecentScans } from '../../features/badge-scan/api.ts';
import { formatInstant } from '../../lib/format.ts';
import { PersonAvatar } from './PersonAvatar.tsx';

export function RecentScans({ projectId, timeZone }: { projectId: string; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const recent = useRecentScans(projectId);
  const list = recent.data ?? [];
  return (
    <section aria-labelledby="scan-recent-title">
      <h2 id="scan-recent-title" className="mb-2 font-semibold text-slate-900 dark:text-white">
        {t('scan.recent.title')}
      </h2>
      {recent.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('scan.recent.none')}</p>
      )}
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="scan-recent">
        {list.map((s) => (
          <li key={`${s.person.id}-${s.checked_in_at}`} className="flex items-center gap-3 py-2">
            <PersonAvatar person={s.person} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900 dark:text-slate-100">{s.person.full_name}</p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                {s.meeting
                  ? t('scan.result.meeting', { start: s.meeting.start_time, end: s.meeting.end_time })
                  : t('scan.result.event')}
              </p>
            </div>
            <time
              className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-400"
              dateTime={s.checked_in_at}
            >
              {formatInstant(s.checked_in_at, i18n.language, { hour: '2-digit', minute: '2-digit' }, timeZone)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
