// /projects/{id}/agenda: a person's meetings day by day (docs/rules.md#agendas-and-badges), to print
// from the browser or to download as the server's PDF in the app's language. ?user= names whose
// agenda (admins pick anyone; others see only their own), ?day= one day of the project.
import { ArrowLeft, CalendarX2, FileDown, IdCard, Printer, UserSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PersonAgenda } from '../../../core/schemas/agenda.ts';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { agendaPdfUrl, badgePath, pdfLanguage, useAgenda } from '../../features/agendas/api.ts';
import { useCurrentUser } from '../../features/auth/api.ts';
import { useProject } from '../../features/projects/api.ts';
import { ApiError } from '../../lib/api.ts';
import { DayPicker, PersonPicker } from './AgendaControls.tsx';
import { AgendaDay } from './AgendaDay.tsx';

// Paper: no top bar, sidebar or controls, no layout padding, black on white whatever the theme.
const PRINT_CSS = `@media print {
  aside, header, .no-print { display: none !important; }
  #main { padding: 0 !important; }
  html, body { background: #fff !important; }
  .agenda-print, .agenda-print * { color: #000 !important; background: transparent !important; border-color: #cbd5e1 !important; box-shadow: none !important; }
  @page { size: A4; margin: 12mm; }
}`;

/** The days to show: the one asked for (empty when it has no meeting), else every day with a meeting. */
function daysOf(agenda: PersonAgenda, day: string | undefined) {
  if (!day) return agenda.days;
  return [agenda.days.find((d) => d.date === day) ?? { date: day, meetings: [] }];
}

export function AgendaScreen() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const person = params.get('user') ?? undefined;
  const day = params.get('day') ?? undefined;
  const project = useProject(id);
  // An admin has no agenda of their own: nothing to load until they pick someone.
  const agenda = useAgenda(id, person, !isAdmin || !!person);
  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const missing = agenda.error instanceof ApiError && [400, 404].includes(agenda.error.status);
  const shown = agenda.data;
  const days = shown ? daysOf(shown, day) : [];
  const pdf = agendaPdfUrl(id, { user: person, day, lang: pdfLanguage(i18n.resolvedLanguage) });

  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="no-print mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`/projects/${id}`}
          className="touch-target inline-flex items-center gap-1 rounded text-sm text-slate-600 hover:underline dark:text-slate-400"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('agendas.back')}
        </Link>
        {shown && (
          <div className="flex flex-wrap gap-2">
            <Link to={badgePath(id, person)} className={buttonClass('secondary')} data-testid="agenda-badge">
              <IdCard className="h-4 w-4" aria-hidden /> {t('pwa.badge.open')}
            </Link>
            <Button variant="secondary" onClick={() => window.print()} data-testid="agenda-print">
              <Printer className="h-4 w-4" aria-hidden /> {t('agendas.print')}
            </Button>
            <a href={pdf} download className={buttonClass('primary')} data-testid="agenda-pdf">
              <FileDown className="h-4 w-4" aria-hidden /> {t('agendas.downloadPdf')}
            </a>
          </div>
        )}
      </div>
      <div className="no-print mb-6 flex flex-wrap items-end gap-3">
        {isAdmin && <PersonPicker projectId={id} value={person} onChange={(u) => setParam('user', u)} />}
        {project.data && <DayPicker project={project.data} value={day} onChange={(d) => setParam('day', d)} />}
      </div>
      {isAdmin && !person && (
        <>
          <h1 className="sr-only">{t('agendas.title')}</h1>
          <EmptyState icon={UserSearch} title={t('agendas.title')} text={t('agendas.adminPick')} />
        </>
      )}
      {agenda.isLoading && <Loading label={t('agendas.loading')} />}
      {missing && (
        <>
          <h1 className="sr-only">{t('agendas.title')}</h1>
          <EmptyState icon={CalendarX2} title={t('agendas.notFound')} text={t('agendas.notFoundText')} />
        </>
      )}
      {agenda.isError && !missing && <LoadError message={t('agendas.loadError')} onRetry={() => agenda.refetch()} />}
      {shown && (
        <article
          className="agenda-print rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900 print:border-0 print:p-0 print:shadow-none"
          data-testid="agenda"
        >
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {shown.project.name} · {t('agendas.title')}
          </p>
          <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 dark:text-white">
            {shown.person.full_name}
          </h1>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {[shown.person.company_name, t(`roles.${shown.person.role}`), shown.person.country]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {days.length === 0 ? (
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{t('agendas.noMeetings')}</p>
          ) : (
            days.map((d) => <AgendaDay key={d.date} day={d} agenda={shown} />)
          )}
          {days.some((d) => d.meetings.length > 0) && (
            <p className="mt-6 text-xs text-slate-600 dark:text-slate-400">{t('agendas.checkInHint')}</p>
          )}
        </article>
      )}
    </>
  );
}

export { AgendaScreen as Component };
