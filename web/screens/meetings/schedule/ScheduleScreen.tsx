// The admin's meeting schedule grid: a project (drafts included), one of its
// days, and its buyers by slots. The project and the date live in the URL (?project=&date=).
import { CalendarX2, FolderKanban, Users } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { datesBetween, todayIn } from '../../../../core/rules/time.ts';
import type { Project } from '../../../../core/schemas/project.ts';
import { SCHEDULE_WINDOW } from '../../../../core/schemas/schedule.ts';
import { buttonClass } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { DismissibleError, LoadError, Loading, Spinner } from '../../../components/ui/Feedback.tsx';
import { SearchInput } from '../../../components/ui/SearchInput.tsx';
import { useProjects } from '../../../features/projects/api.ts';
import { useMoveMeeting, useScheduleDay, useScheduleFetching } from '../../../features/schedule/api.ts';
import { indexSchedule } from '../../../features/schedule/lookups.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { AssignMeetingModal } from './AssignMeetingModal.tsx';
import { MeetingDialog } from './MeetingDialog.tsx';
import { ScheduleGrid } from './ScheduleGrid.tsx';
import { ScheduleLegend } from './ScheduleLegend.tsx';
import { DateTabs, ProjectSelect } from './ScheduleToolbar.tsx';
import { BlockDialog, UnblockDialog } from './SlotDialogs.tsx';
import { type GridAction, useSettled } from './schedule-ui.ts';

/** The project shown without ?project=: the first active one, else the first. */
const defaultProject = (projects: Project[]) => projects.find((p) => p.status === 'active') ?? projects[0];

/** The day shown without ?date=: today when the project is running, else its first day. */
function defaultDate(project: Project, dates: string[]) {
  const today = todayIn(project.time_zone);
  return dates.includes(today) ? today : dates[0];
}

/** Shown while a window on screen is being read; alone in re-rendering as requests start and end. */
function FetchingSpinner({ projectId, date }: { projectId: string | undefined; date: string | undefined }) {
  return useScheduleFetching(projectId, date) ? <Spinner className="h-4 w-4" /> : null;
}

export function ScheduleScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const projects = useProjects();
  const projectParam = params.get('project');
  const dateParam = params.get('date');
  const listed =
    projects.data && (projectParam ? projects.data.find((p) => p.id === projectParam) : defaultProject(projects.data));
  const listedDates = useMemo(() => listed && datesBetween(listed.start_date, listed.end_date), [listed]);
  // Until the project list arrives, the URL's project and date are trusted, so the grid (the
  // slow part) loads alongside the list rather than after it; the server checks both.
  const early = !projects.data && projectParam && dateParam ? { id: projectParam, date: dateParam } : undefined;
  const projectId = listed?.id ?? early?.id;
  const date =
    listed && listedDates
      ? dateParam && listedDates.includes(dateParam)
        ? dateParam
        : defaultDate(listed, listedDates)
      : early?.date;
  // The buyers searched on the server; the rows on screen, whose windows the grid loads.
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim(), 250);
  const [rows, setRows] = useState({ first: 0, last: 0 });
  // Kept as it was while the same windows hold the rows: a scroll within them re-renders nothing here.
  const onRows = useCallback(
    (first: number, last: number) =>
      setRows((prev) => {
        const same = (a: number, b: number) => Math.floor(a / SCHEDULE_WINDOW) === Math.floor(b / SCHEDULE_WINDOW);
        return same(prev.first, first) && same(prev.last, last) ? prev : { first, last };
      }),
    [],
  );
  const schedule = useScheduleDay(projectId, date, q, rows);
  const project = listed ?? (schedule.data?.project.id === projectId ? schedule.data?.project : undefined);
  const dates = useMemo(() => (project ? datesBetween(project.start_date, project.end_date) : []), [project]);

  // Keep what is shown in the URL, so it can be shared and survives a reload.
  useEffect(() => {
    if (!project || !date || (params.get('project') === project.id && params.get('date') === date)) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('project', project.id);
        next.set('date', date);
        return next;
      },
      { replace: true },
    );
  }, [project, date, params, setParams]);

  const choose = (values: Record<string, string>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(values)) next.set(k, v);
        if (!('date' in values)) next.delete('date');
        return next;
      },
      { replace },
    );

  const index = useMemo(() => schedule.data && indexSchedule(schedule.data), [schedule.data]);
  const [action, setAction] = useState<GridAction | null>(null);
  // A meeting dropped on another slot moves at once; every other action opens its dialog.
  const move = useMoveMeeting(projectId ?? '');
  const { mutate: moveTo, reset: resetMove } = move;
  const onAction = useCallback(
    (a: GridAction) => {
      if (a.kind !== 'drop') return setAction(a);
      resetMove();
      moveTo({ id: a.meeting.id, meeting_date: a.date, slot_number: a.slot.number });
    },
    [moveTo, resetMove],
  );
  const close = useCallback(() => setAction(null), []);

  if (projects.isPending && !project) return <Loading label={t('schedule.loading')} />;
  if (projects.isError)
    return <LoadError message={t('schedule.projectsLoadError')} onRetry={() => projects.refetch()} />;
  if (projects.data?.length === 0) {
    return <EmptyState icon={FolderKanban} title={t('schedule.noProjects')} text={t('schedule.noProjectsText')} />;
  }

  const data = schedule.data;
  const stale = schedule.isPlaceholderData;
  return (
    <section aria-labelledby="schedule-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="schedule-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('schedule.title')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('schedule.subtitle')}</p>
        </div>
        <ProjectSelect
          projects={projects.data ?? (project ? [project] : [])}
          projectId={project?.id}
          onProject={(id) => choose({ project: id })}
          date={date}
        />
      </div>
      {!project ? (
        <EmptyState icon={FolderKanban} title={t('schedule.projectNotFound')} />
      ) : (
        <>
          <DateTabs dates={dates} date={date} onDate={(d) => choose({ date: d }, true)} />
          <div id="schedule-day" role="tabpanel" className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ScheduleLegend />
              <div className="flex items-center gap-3">
                {data && <FetchingSpinner projectId={projectId} date={date} />}
                <SearchInput
                  value={search}
                  onChange={setSearch}
                  label={t('schedule.searchBuyers')}
                  maxLength={100}
                  className="w-64 max-w-full"
                  testId="schedule-search"
                />
              </div>
            </div>
            <DismissibleError
              message={move.isError ? errorMessage(t, move.error, 'schedule.move.failed') : null}
              onDismiss={resetMove}
            />
            {schedule.isPending && <Loading label={t('schedule.loading')} />}
            {schedule.isError && <LoadError message={t('schedule.loadError')} onRetry={() => schedule.refetch()} />}
            {data && index && data.buyer_total === 0 && q && (
              <EmptyState icon={Users} title={t('schedule.noBuyerMatches', { q })} />
            )}
            {data && index && data.buyer_total === 0 && !q && (
              <EmptyState
                icon={Users}
                title={t('schedule.noBuyers')}
                text={t('schedule.noBuyersText')}
                action={
                  <Link to={`/projects/${project.id}`} className={buttonClass('secondary')}>
                    {t('schedule.openProject')}
                  </Link>
                }
              />
            )}
            {data && index && data.buyer_total > 0 && data.slots.length === 0 && (
              <EmptyState icon={CalendarX2} title={t('schedule.noSlots')} />
            )}
            {data && index && data.buyer_total > 0 && data.slots.length > 0 && (
              <ScheduleGrid schedule={data} index={index} onAction={onAction} inert={stale} onRows={onRows} />
            )}
          </div>
        </>
      )}
      {data && index && action?.kind === 'assign' && (
        <AssignMeetingModal
          schedule={data}
          index={index}
          buyer={action.buyer}
          slot={action.slot}
          onClose={close}
          onBlock={() => setAction({ kind: 'block', buyer: action.buyer, slot: action.slot })}
        />
      )}
      {data && action?.kind === 'meeting' && <MeetingDialog meeting={action.meeting} schedule={data} onClose={close} />}
      {data && action?.kind === 'block' && (
        <BlockDialog
          projectId={data.project.id}
          date={data.date}
          slot={action.slot}
          buyer={action.buyer}
          onClose={close}
        />
      )}
      {data && action?.kind === 'unblock' && (
        <UnblockDialog
          projectId={data.project.id}
          date={data.date}
          slot={action.slot}
          buyer={action.buyer}
          block={action.block}
          onClose={close}
        />
      )}
    </section>
  );
}
