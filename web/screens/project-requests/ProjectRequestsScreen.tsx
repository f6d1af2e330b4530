// /projects/:id/requests (admins): the project's meeting requests, everyone's or one participant's
// (?user=), where the organiser acts for people: "Request a meeting for X", "Accept for X",
// "Decline for X" and "Accept selected" (docs/rules.md#acting-on-behalf).
import { ArrowLeft, CheckCheck, MessageSquarePlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { type DeclineReason, REQUEST_STATUSES, type RequestStatus } from '../../../core/constants.ts';
import type { MeetingRequest } from '../../../core/schemas/meeting-request.ts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Alert, DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { Field, Select } from '../../components/ui/Field.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import {
  useApproveFor,
  useApproveMany,
  useDeclineFor,
  useProjectRequests,
} from '../../features/meeting-requests/on-behalf-api.ts';
import { useParticipants } from '../../features/participants/api.ts';
import { useProject } from '../../features/projects/api.ts';
import { ProjectLoadError } from '../../features/projects/ProjectLoadError.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { DeclineForDialog } from './DeclineForDialog.tsx';
import { type ManyOutcome, ManyResult } from './ManyResult.tsx';
import { RequestForModal } from './RequestForModal.tsx';
import { RequestItem } from './RequestItem.tsx';

const asStatus = (value: string | null): RequestStatus | undefined => REQUEST_STATUSES.find((s) => s === value);

export function ProjectRequestsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const user = params.get('user') ?? undefined;
  const status = asStatus(params.get('status'));
  const project = useProject(id);
  const participants = useParticipants(id);
  const requests = useProjectRequests(id, user, status);
  const approve = useApproveFor(id);
  const decline = useDeclineFor(id);
  const approveMany = useApproveMany(id);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [declining, setDeclining] = useState<MeetingRequest | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [many, setMany] = useState<ManyOutcome | null>(null);

  const people = useMemo(
    () => (participants.data ?? []).filter((p) => p.role === 'buyer' || p.role === 'seller'),
    [participants.data],
  );
  const person = people.find((p) => p.user_id === user);
  const pendingIds = (requests.data ?? []).filter((r) => r.status === 'pending').map((r) => r.id);
  const chosen = pendingIds.filter((rid) => selected.has(rid));

  const setFilter = (key: 'user' | 'status', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setSelected(new Set());
  };
  const clearNotes = () => {
    setDone(null);
    setFailure(null);
    setMany(null);
  };
  const failed = (err: unknown) =>
    setFailure(
      err instanceof ApiError && err.code === 'invalid_transition'
        ? t('onBehalf.changed')
        : errorMessage(t, err, 'onBehalf.failed'),
    );
  const onApprove = (r: MeetingRequest) => {
    clearNotes();
    approve.mutate(r.id, {
      onSuccess: () => setDone(t('onBehalf.accepted', { name: r.target.full_name })),
      onError: failed,
    });
  };
  const onDecline = (body: { decline_reason: DeclineReason; reason: string }) => {
    const r = declining;
    if (!r) return;
    clearNotes();
    decline.mutate(
      { id: r.id, ...body },
      {
        onSuccess: () => setDone(t('onBehalf.declined', { name: r.target.full_name })),
        onError: failed,
        onSettled: () => setDeclining(null),
      },
    );
  };
  const onApproveMany = () => {
    clearNotes();
    const byId = new Map((requests.data ?? []).map((r) => [r.id, r]));
    approveMany.mutate(chosen, {
      onSuccess: ({ results }) => {
        setMany({ results, requests: byId });
        setSelected(new Set());
      },
      onError: failed,
    });
  };
  const toggle = (rid: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(rid);
      else next.delete(rid);
      return next;
    });

  const back = (
    <Link
      to={`/projects/${id}`}
      className="touch-target mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('onBehalf.back')}
    </Link>
  );
  if (project.isPending) return <Loading label={t('onBehalf.loading')} />;
  if (project.isError) {
    return (
      <ProjectLoadError
        error={project.error}
        back={back}
        message={t('projects.detailLoadError')}
        onRetry={() => project.refetch()}
      />
    );
  }
  const busy = approve.isPending || decline.isPending || approveMany.isPending;

  return (
    <>
      {back}
      <PageHeader title={t('onBehalf.title')} subtitle={t('onBehalf.subtitle', { project: project.data.name })} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <Field label={t('onBehalf.person')}>
          {(a) => (
            <Select
              {...a}
              value={user ?? ''}
              onChange={(e) => setFilter('user', e.target.value)}
              data-testid="on-behalf-person"
            >
              <option value="">{t('onBehalf.everyone')}</option>
              {people.map((p) => (
                <option key={p.user_id} value={p.user_id}>
                  {`${p.full_name}${p.company_name ? ` (${p.company_name})` : ''} · ${t(`roles.${p.role}`)}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('onBehalf.status')}>
          {(a) => (
            <Select {...a} value={status ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
              <option value="">{t('onBehalf.allStatuses')}</option>
              {REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`meetingRequests.status.${s}`, { defaultValue: s })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {person && (
        <div className="mb-4 flex min-w-0">
          <Button className="max-w-full" onClick={() => setAsking(true)} data-testid="on-behalf-request-for">
            <MessageSquarePlus className="h-4 w-4" aria-hidden />
            <span className="truncate">{t('onBehalf.requestFor', { name: person.full_name })}</span>
          </Button>
        </div>
      )}
      <div className="mb-4 space-y-2" aria-live="polite">
        {done && <Alert tone="success">{done}</Alert>}
        {many && <ManyResult outcome={many} />}
      </div>
      <DismissibleError message={failure} onDismiss={() => setFailure(null)} />
      {pendingIds.length > 0 && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
          <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={chosen.length === pendingIds.length}
              onChange={(e) => setSelected(e.target.checked ? new Set(pendingIds) : new Set())}
              data-testid="on-behalf-select-all"
            />
            {t('onBehalf.selectAll')}
          </label>
          <Button onClick={onApproveMany} disabled={busy || chosen.length === 0} data-testid="on-behalf-approve-many">
            <CheckCheck className="h-4 w-4" aria-hidden />
            {approveMany.isPending ? t('onBehalf.accepting') : t('onBehalf.acceptSelected', { count: chosen.length })}
          </Button>
        </div>
      )}
      {requests.isPending && <Loading label={t('onBehalf.loading')} />}
      {requests.isError && <LoadError message={t('onBehalf.loadError')} onRetry={() => requests.refetch()} />}
      {requests.data?.length === 0 && (
        <EmptyState icon={MessageSquarePlus} title={t('onBehalf.emptyTitle')} text={t('onBehalf.emptyText')} />
      )}
      {!!requests.data?.length && (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {requests.data.map((r) => (
            <RequestItem
              key={r.id}
              request={r}
              selected={selected.has(r.id)}
              onSelect={(on) => toggle(r.id, on)}
              busy={busy}
              onApprove={() => onApprove(r)}
              onDecline={() => setDeclining(r)}
            />
          ))}
        </div>
      )}
      <LoadMore
        hasMore={requests.hasNextPage}
        loading={requests.isFetchingNextPage}
        onLoad={() => requests.fetchNextPage()}
      />
      <DeclineForDialog
        request={declining}
        onOpenChange={(open) => !open && setDeclining(null)}
        busy={decline.isPending}
        onDecline={onDecline}
      />
      <RequestForModal
        project={project.data}
        requester={asking && person ? person : null}
        participants={participants.data ?? []}
        onOpenChange={setAsking}
        onSent={(name) => {
          clearNotes();
          setDone(t('onBehalf.sent', { name }));
        }}
      />
    </>
  );
}

export { ProjectRequestsScreen as Component };
