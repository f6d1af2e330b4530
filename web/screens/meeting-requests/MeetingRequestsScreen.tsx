// /meeting-requests: the user's sent and received requests, filtered all / sent / received; the
// target approves (which creates the meeting) or declines with a reason; the requester cancels a
// pending one; buyers and sellers ask for new meetings here and see how many pending requests they use.
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DeclineReason } from '../../../core/constants.ts';
import {
  type MeetingRequest,
  type MeetingRequestFilter,
  meetingRequestFilters,
} from '../../../core/schemas/meeting-request.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { DismissibleError, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { LoadMore } from '../../components/ui/LoadMore.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { ThreadDialog } from '../../features/conversations/ThreadDialog.tsx';
import {
  useApproveRequest,
  useCancelRequest,
  useMeetingRequests,
  useRejectRequest,
} from '../../features/meeting-requests/api.ts';
import { PendingUsage } from '../../features/meeting-requests/PendingUsage.tsx';
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
  const cancel = useCancelRequest();
  const [asking, setAsking] = useState(false);
  const [rejecting, setRejecting] = useState<MeetingRequest | null>(null);
  const [cancelling, setCancelling] = useState<MeetingRequest | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [talking, setTalking] = useState<MeetingRequest | null>(null);
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
  const onReject = (body: { decline_reason: DeclineReason; reason: string }) => {
    if (!rejecting) return;
    setActionError(null);
    reject.mutate({ id: rejecting.id, ...body }, { onError: failed, onSettled: () => setRejecting(null) });
  };
  const onCancel = () => {
    if (!cancelling) return;
    setActionError(null);
    cancel.mutate(cancelling.id, { onError: failed, onSettled: () => setCancelling(null) });
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
      {canAsk && filter !== 'received' && <PendingUsage className="-mt-3 mb-4" />}
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
              busy={(approve.isPending && approve.variables === r.id) || reject.isPending || cancel.isPending}
              onApprove={() => onApprove(r.id)}
              onReject={() => setRejecting(r)}
              onCancel={() => setCancelling(r)}
              // Organisers do not read the pair's conversation (docs/rules.md#conversations).
              onMessage={canAsk ? () => setTalking(r) : undefined}
            />
          ))}
        </div>
      )}
      <LoadMore
        hasMore={requests.hasNextPage}
        loading={requests.isFetchingNextPage}
        onLoad={() => requests.fetchNextPage()}
      />
      <RejectDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        busy={reject.isPending}
        requester={rejecting?.requester.full_name ?? ''}
        onReject={onReject}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('meetingRequests.cancelTitle')}
        message={t('meetingRequests.cancelMessage', { name: cancelling?.target.full_name ?? '' })}
        confirmLabel={t('meetingRequests.cancel')}
        busy={cancel.isPending}
        onConfirm={onCancel}
      />
      {canAsk && <RequestMeetingModal open={asking} onOpenChange={setAsking} />}
      <ThreadDialog
        of={talking && { request_id: talking.id }}
        title={t('conversations.with', {
          name: talking ? (talking.requester.id === user?.id ? talking.target : talking.requester).full_name : '',
        })}
        onClose={() => setTalking(null)}
      />
    </>
  );
}

export { MeetingRequestsScreen as Component };
