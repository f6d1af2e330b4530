// /meeting-requests: the user's sent and received requests, filtered all /
// sent / received; the target approves (which creates the meeting) or rejects
// with a reason; buyers and sellers ask for new meetings here.
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type MeetingRequestFilter, meetingRequestFilters } from '../../../core/schemas/meeting-request.ts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { useApproveRequest, useMeetingRequests, useRejectRequest } from '../../features/meeting-requests/api.ts';
import { RequestMeetingModal } from '../../features/meeting-requests/RequestMeetingModal.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { RejectDialog } from './RejectDialog.tsx';
import { RequestCard } from './RequestCard.tsx';
import { RequestFilters } from './RequestFilters.tsx';

const asFilter = (value: string | null): MeetingRequestFilter =>
  meetingRequestFilters.find((f) => f === value) ?? 'all';

const EMPTY_TEXT: Record<MeetingRequestFilter, string> = {
  all: 'meetingRequests.emptyText',
  sent: 'meetingRequests.emptySent',
  received: 'meetingRequests.emptyReceived',
};

export function MeetingRequestsScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filter = asFilter(params.get('filter'));
  const requests = useMeetingRequests(filter);
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const [asking, setAsking] = useState(false);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const canAsk = user?.role === 'buyer' || user?.role === 'seller';

  const failed = (err: unknown) =>
    setActionError(
      err instanceof ApiError && err.code === 'invalid_transition'
        ? t('meetingRequests.errors.changed')
        : errorMessage(t, err, 'meetingRequests.errors.answerFailed'),
    );
  const onApprove = (id: string) => {
    setActionError(null);
    approve.mutate(id, { onError: failed });
  };
  const onReject = (reason: string) => {
    if (!rejecting) return;
    setActionError(null);
    reject.mutate({ id: rejecting, reason }, { onError: failed, onSettled: () => setRejecting(null) });
  };
  const setFilter = (f: MeetingRequestFilter) => {
    setActionError(null);
    setParams(f === 'all' ? {} : { filter: f }, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('meetingRequests.title')}
        actions={
          canAsk && (
            <Button onClick={() => setAsking(true)} data-testid="request-meeting">
              <MessageSquarePlus className="h-4 w-4" aria-hidden />
              {t('meetingRequests.requestMeeting')}
            </Button>
          )
        }
      />
      <RequestFilters value={filter} onChange={setFilter} />
      <DismissibleError message={actionError} onDismiss={() => setActionError(null)} />
      {requests.isPending && <Loading label={t('meetingRequests.loading')} />}
      {requests.isError && <LoadError message={t('meetingRequests.loadError')} onRetry={() => requests.refetch()} />}
      {requests.data?.length === 0 && (
        <EmptyState icon={MessageSquarePlus} title={t('meetingRequests.emptyTitle')} text={t(EMPTY_TEXT[filter])} />
      )}
      {!!requests.data?.length && user && (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {requests.data.map((r) => (
            <RequestCard
              key={r.id}
              request={r}
              userId={user.id}
              busy={(approve.isPending && approve.variables === r.id) || reject.isPending}
              onApprove={() => onApprove(r.id)}
              onReject={() => setRejecting(r.id)}
            />
          ))}
        </div>
      )}
      <RejectDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        busy={reject.isPending}
        onReject={onReject}
      />
      {canAsk && <RequestMeetingModal open={asking} onOpenChange={setAsking} />}
    </>
  );
}

export { MeetingRequestsScreen as Component };
