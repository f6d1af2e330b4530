// One day of an agenda: its heading with the time zone, then a row per meeting with the time, whom
// the person meets, the place, the interpreter and the check-in QR code. Wide screens and paper
// show columns under one header; phones show each meeting as a card with its labels.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { meetingPlace } from '../../../core/rules/tables.ts';
import type { AgendaDay as Day, PersonAgenda } from '../../../core/schemas/agenda.ts';
import { MeetingStatusBadge } from '../../features/meetings/MeetingStatusBadge.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDayHeading, timeZoneLabel } from '../../lib/format.ts';
import { MeetingQr } from './MeetingQr.tsx';

// An interpreter's own agenda has no interpreter column: they are the interpreter.
const COLUMNS = {
  all: 'sm:grid sm:grid-cols-[5.5rem_minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,0.8fr)_5rem] sm:gap-4',
  interpreter: 'sm:grid sm:grid-cols-[5.5rem_minmax(0,1.6fr)_minmax(0,1.8fr)_5rem] sm:gap-4',
};

function Cell({
  label,
  labelHidden,
  className,
  children,
}: {
  label: string;
  /** Read out, never shown (the QR code needs no caption). */
  labelHidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className={cn('text-xs font-medium text-slate-600 sm:sr-only dark:text-slate-400', labelHidden && 'sr-only')}>
        {label}
      </dt>
      <dd className="break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

export function AgendaDay({ day, agenda }: { day: Day; agenda: PersonAgenda }) {
  const { t, i18n } = useTranslation();
  const ownInterpreter = agenda.person.role === 'interpreter';
  const columns = ownInterpreter ? COLUMNS.interpreter : COLUMNS.all;
  const headings = [
    t('agendas.time'),
    t('agendas.meetingWith'),
    t('agendas.location'),
    ...(ownInterpreter ? [] : [t('agendas.interpreter')]),
    t('agendas.checkIn'),
  ];
  return (
    <section className="agenda-day mt-6 break-inside-avoid-page" data-testid="agenda-day">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b-2 border-slate-200 pb-2 dark:border-slate-700">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {formatDayHeading(day.date, i18n.language)}
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('agendas.timesIn', { zone: timeZoneLabel(agenda.project.time_zone, i18n.language, day.date) })}
        </p>
      </div>
      {day.meetings.length === 0 ? (
        <p className="py-6 text-sm text-slate-600 dark:text-slate-400">{t('agendas.noMeetingsDay')}</p>
      ) : (
        <>
          <div
            className={cn('hidden py-2 text-xs font-semibold text-slate-600 dark:text-slate-400', columns)}
            aria-hidden
          >
            {headings.map((h, i) => (
              <span key={h} className={i === headings.length - 1 ? 'text-right' : undefined}>
                {h}
              </span>
            ))}
          </div>
          <ol className="divide-y divide-slate-200 dark:divide-slate-800">
            {day.meetings.map((m) => (
              <li key={m.id} className="agenda-row break-inside-avoid py-3" data-testid="agenda-meeting">
                <dl className={cn('relative grid grid-cols-1 gap-2 pr-24 sm:pr-0', columns)}>
                  <Cell label={t('agendas.time')}>
                    <span className="text-lg font-bold tabular-nums">{m.start_time}</span>
                    <span className="block text-sm text-slate-600 tabular-nums dark:text-slate-400">
                      – {m.end_time}
                    </span>
                  </Cell>
                  <Cell label={t('agendas.meetingWith')}>
                    {m.counterparts.map((c) => (
                      <span key={c.id} className="block">
                        <span className="font-semibold">{c.full_name}</span>
                        {ownInterpreter && (
                          <span className="text-sm text-slate-600 dark:text-slate-400"> ({t(`roles.${c.role}`)})</span>
                        )}
                        <span className="block text-sm text-slate-600 dark:text-slate-400">
                          {[c.company_name, c.country].filter(Boolean).join(' · ')}
                        </span>
                      </span>
                    ))}
                    {m.status !== 'confirmed' && (
                      <span className="no-print mt-1 inline-block">
                        <MeetingStatusBadge status={m.status} />
                      </span>
                    )}
                  </Cell>
                  <Cell label={t('agendas.location')}>{meetingPlace(m.table, m.location) || t('common.tbd')}</Cell>
                  {!ownInterpreter && (
                    <Cell label={t('agendas.interpreter')}>
                      {m.interpreter?.full_name ?? t('agendas.noInterpreter')}
                    </Cell>
                  )}
                  <Cell
                    label={t('agendas.checkIn')}
                    labelHidden
                    className="absolute top-0 right-0 sm:static sm:flex sm:justify-end"
                  >
                    <MeetingQr meetingId={m.id} label={t('agendas.qrLabel', { time: m.start_time })} />
                  </Cell>
                </dl>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
