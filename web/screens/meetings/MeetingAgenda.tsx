// The schedule view of sellers and interpreters: their own meetings, a section per day, ordered by time.
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '../../../core/roles.ts';
import { companyOrName } from '../../../core/rules/names.ts';
import { meetingPlace } from '../../../core/rules/tables.ts';
import type { Meeting } from '../../../core/schemas/meeting.ts';
import { Card } from '../../components/ui/Card.tsx';
import { MeetingSignalNotes } from '../../features/meeting-signals/SignalNote.tsx';
import { MeetingStatusBadge } from '../../features/meetings/MeetingStatusBadge.tsx';
import { formatDayHeading } from '../../lib/format.ts';

function byDay(meetings: Meeting[]) {
  const days = new Map<string, Meeting[]>();
  for (const m of meetings) days.set(m.meeting_date, [...(days.get(m.meeting_date) ?? []), m]);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, list: list.sort((a, b) => a.start_time.localeCompare(b.start_time)) }));
}

/** Who the row names: a seller sees the buyer they meet, everyone else the pair. */
function who(m: Meeting, role: Role | undefined) {
  if (role === 'seller')
    return m.buyer.company_name ? `${m.buyer.company_name} · ${m.buyer.full_name}` : m.buyer.full_name;
  return `${companyOrName(m.buyer)} ↔ ${companyOrName(m.seller)}`;
}

export function MeetingAgenda({ meetings, role }: { meetings: Meeting[]; role: Role | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2 2xl:grid-cols-3" data-testid="meeting-agenda">
      {byDay(meetings).map(({ date, list }) => (
        <Card key={date} className="overflow-hidden">
          <h2 className="border-b border-slate-200 bg-slate-50 px-4 py-3 font-semibold text-slate-900 dark:border-slate-800 dark:bg-slate-800/60 dark:text-white">
            {formatDayHeading(date, i18n.language)}
          </h2>
          <ol className="divide-y divide-slate-100 dark:divide-slate-800">
            {list.map((m) => (
              <li key={m.id}>
                <Link
                  to={`/meetings/${m.id}`}
                  className="flex gap-4 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800/60"
                >
                  <span className="w-24 shrink-0 pt-0.5 text-sm font-semibold text-slate-900 tabular-nums dark:text-white">
                    {m.start_time} – {m.end_time}
                  </span>
                  <span className="min-w-0 flex-1 space-y-1">
                    <span className="flex items-start justify-between gap-2">
                      <span className="min-w-0 text-sm font-medium break-words text-slate-900 dark:text-slate-100">
                        {who(m, role)}
                      </span>
                      <MeetingStatusBadge status={m.status} absence={m.absence} />
                    </span>
                    <span className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                      <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
                      {meetingPlace(m.table?.name, m.location) || t('common.tbd')}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {t('meetings.interpreterIs', { name: m.interpreter?.full_name ?? t('meetings.notAssigned') })}
                    </span>
                  </span>
                </Link>
                {/* What the others said just before it: "running 10 min late", "at the table". */}
                <MeetingSignalNotes meetingId={m.id} className="px-4 pb-3" />
              </li>
            ))}
          </ol>
        </Card>
      ))}
    </div>
  );
}
