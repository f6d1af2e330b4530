// /availability: when a buyer, seller or interpreter cannot meet (docs/rules.md#availability). They
// mark slots, a morning, an afternoon or a day away for the project picked (?project=, a selector
// when they take part in several); the slots their travel or the organiser's blocks take away are
// shown locked. An admin opens anyone's from the project page (?project=&user=).
import { CalendarClock, Plane, UserSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { DayPart } from '../../../core/schemas/availability.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { Field, Select } from '../../components/ui/Field.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { useAvailability, useChangeAvailability } from '../../features/availability/api.ts';
import { useProjects } from '../../features/projects/api.ts';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AvailabilityDay } from './AvailabilityDay.tsx';

export function AvailabilityScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const personId = isAdmin ? (params.get('user') ?? undefined) : undefined;
  const projects = useProjects();
  // Active exhibitions first: the one happening now is the likeliest to need changes.
  const open = (projects.data ?? [])
    .filter((p) => p.status === 'active' || p.status === 'draft')
    .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
  const projectId = params.get('project') ?? (isAdmin ? undefined : open[0]?.id);
  const ready = !!projectId && (!isAdmin || !!personId);
  const availability = useAvailability(ready ? projectId : undefined, personId);
  const change = useChangeAvailability(projectId ?? '', personId);
  const shown = availability.data;
  const refused = availability.error instanceof ApiError && [400, 403, 404].includes(availability.error.status);

  const pickProject = (id: string) => setParams({ project: id }, { replace: true });
  const onToggle = (date: string) => (slot: number, away: boolean) =>
    change.mutate({ date, slot_numbers: [slot], available: !away });
  const onPart = (date: string) => (part: DayPart, available: boolean) => change.mutate({ date, part, available });

  const title =
    personId && shown
      ? t('availability.titleOf', { name: shown.person.full_name })
      : t(isAdmin ? 'availability.titleAdmin' : 'availability.title');
  const stay = shown?.travel;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          shown ? `${shown.project.name} · ${t('availability.zone', { zone: shown.project.time_zone })}` : undefined
        }
        actions={
          isAdmin && projectId ? (
            <Link to={`/projects/${projectId}`} className={buttonClass('secondary')}>
              {t('availability.backToProject')}
            </Link>
          ) : undefined
        }
      />
      {!isAdmin && open.length > 1 && (
        <div className="mb-4 max-w-sm">
          <Field label={t('availability.project')}>
            {(a) => (
              <Select
                {...a}
                value={projectId}
                onChange={(e) => pickProject(e.target.value)}
                data-testid="availability-project"
              >
                {open.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      )}
      {isAdmin && !personId && (
        <EmptyState icon={UserSearch} title={t('availability.title')} text={t('availability.adminPick')} />
      )}
      {!isAdmin && projects.isSuccess && open.length === 0 && (
        <EmptyState icon={CalendarClock} title={t('availability.noProject')} text={t('availability.noProjectText')} />
      )}
      {(availability.isLoading || projects.isLoading) && <Loading label={t('availability.loading')} />}
      {refused && (
        <EmptyState icon={CalendarClock} title={t('availability.notFound')} text={t('availability.notFoundText')} />
      )}
      {availability.isError && !refused && (
        <LoadError message={t('availability.loadError')} onRetry={() => availability.refetch()} />
      )}
      {shown && (
        <div className="space-y-4" data-testid="availability">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t(personId ? 'availability.introOther' : 'availability.intro')}
          </p>
          {(stay?.arrival || stay?.departure) && (
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
              <Plane className="h-4 w-4" aria-hidden />
              {stay.arrival && (
                <span>
                  {t('availability.arrival', {
                    when: formatDateTime(stay.arrival, i18n.language, shown.project.time_zone),
                  })}
                </span>
              )}
              {stay.departure && (
                <span>
                  {t('availability.departure', {
                    when: formatDateTime(stay.departure, i18n.language, shown.project.time_zone),
                  })}
                </span>
              )}
              <span>{t('availability.margin', { minutes: shown.project.travel_margin_minutes })}</span>
            </p>
          )}
          {change.isError && <Alert>{errorMessage(t, change.error, 'availability.saveFailed')}</Alert>}
          {shown.days.map((day) => (
            <AvailabilityDay
              key={day.date}
              day={day}
              slots={shown.slots}
              own={!personId}
              busy={change.isPending}
              onToggle={onToggle(day.date)}
              onPart={onPart(day.date)}
            />
          ))}
        </div>
      )}
    </>
  );
}

export { AvailabilityScreen as Component };
