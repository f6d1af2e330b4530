// /meetings: the user's meetings (admins: all), filtered by status and project,
// as cards or as a schedule (the admin's schedule grid; a read-only agenda for sellers and interpreters).

import { useQueryClient } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { meetingPart, peopleOf } from '../../../core/rules/meetings.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { MyAgendaLink } from '../../features/agendas/MyAgendaLink.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { MyAvailabilityLink } from '../../features/availability/MyAvailabilityLink.tsx';
import { useMeetings } from '../../features/meetings/api.ts';
import { useProjects } from '../../features/projects/api.ts';
import { scheduleRowsQuery } from '../../features/schedule/window-query.ts';
import { MeetingAgenda } from './MeetingAgenda.tsx';
import { MeetingCard } from './MeetingCard.tsx';
import {
  type MeetingsView,
  ProjectChip,
  STATUS_FILTERS,
  type StatusFilter,
  StatusFilterBar,
  ViewToggle,
} from './MeetingFilters.tsx';

const ScheduleScreen = lazy(() => import('./schedule/ScheduleScreen.tsx').then((m) => ({ default: m.ScheduleScreen })));

const asFilter = (value: string | null): StatusFilter => STATUS_FILTERS.find((f) => f === value) ?? 'all';

export function MeetingsScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const status = asFilter(params.get('status'));
  const project = params.get('project') ?? undefined;
  const isBuyer = user?.role === 'buyer';
  const isAdmin = user?.role === 'admin';
  const view: MeetingsView = !isBuyer && params.get('view') === 'schedule' ? 'schedule' : 'list';
  const adminGrid = isAdmin && view === 'schedule';

  // The grid's first window is asked for now, beside the grid's own code, not after it arrived;
  // once, as the page opens: later days and searches are the grid's own business.
  const queryClient = useQueryClient();
  const gridDate = params.get('date');
  const prefetched = useRef(false);
  useEffect(() => {
    if (prefetched.current || !adminGrid || !project || !gridDate) return;
    prefetched.current = true;
    void queryClient.prefetchQuery(scheduleRowsQuery(project, gridDate, '', 0));
  }, [adminGrid, project, gridDate, queryClient]);

  const [actionError, setActionError] = useState<string | null>(null);
  const meetings = useMeetings({ status: status === 'all' ? undefined : status, project }, { enabled: !adminGrid });
  const projects = useProjects();
  const projectName =
    projects.data?.find((p) => p.id === project)?.name ??
    meetings.data?.find((m) => m.project.id === project)?.project.name ??
    (projects.isPending ? t('common.loading') : t('meetings.unknownProject'));

  const setParam = (key: string, value: string | null) => {
    setActionError(null);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  // The grid keeps its day in ?date=; the list has no use for it.
  const switchView = (v: MeetingsView) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('date');
      if (v === 'list') next.delete('view');
      else next.set('view', v);
      return next;
    });

  const empty = (
    <EmptyState
      icon={CalendarX2}
      title={t('meetings.emptyTitle')}
      text={status === 'all' ? t('meetings.emptyText') : t(`meetings.emptyByStatus.${status}`)}
    />
  );

  return (
    <>
      <PageHeader
        title={t(isAdmin ? 'meetings.titleAdmin' : 'meetings.titleMine')}
        actions={
          <>
            <MyAgendaLink role={user?.role} projectId={project} />
            <MyAvailabilityLink role={user?.role} projectId={project} />
            {!isBuyer && <ViewToggle value={view} onChange={switchView} />}
          </>
        }
      />
      {!adminGrid && (
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <StatusFilterBar value={status} onChange={(f) => setParam('status', f === 'all' ? null : f)} />
          {project && <ProjectChip name={projectName} onRemove={() => setParam('project', null)} />}
        </div>
      )}
      {adminGrid ? (
        <Suspense fallback={<Loading label={t('common.loading')} />}>
          <ScheduleScreen />
        </Suspense>
      ) : (
        <>
          <DismissibleError message={actionError} onDismiss={() => setActionError(null)} />
          {meetings.isPending && <Loading label={t('meetings.loading')} />}
          {meetings.isError && <LoadError message={t('meetings.loadError')} onRetry={() => meetings.refetch()} />}
          {meetings.data?.length === 0 && empty}
          {!!meetings.data?.length &&
            (view === 'schedule' ? (
              <MeetingAgenda meetings={meetings.data} role={user?.role} />
            ) : (
              <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
                {meetings.data.map((m) => (
                  <MeetingCard
                    key={m.id}
                    meeting={m}
                    part={meetingPart(user, peopleOf(m))}
                    hideBuyer={isBuyer}
                    onError={setActionError}
                  />
                ))}
              </div>
            ))}
          <LoadMore
            hasMore={meetings.hasNextPage}
            loading={meetings.isFetchingNextPage}
            onLoad={() => meetings.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}

export { MeetingsScreen as Component };
