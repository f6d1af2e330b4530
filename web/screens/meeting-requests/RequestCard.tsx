// One meeting request: status, Sent/Received, From and To, when and where, purpose, why it was
// declined, for the target of a pending one Approve and Decline, for its requester Cancel
// (docs/rules.md#meeting-requests), and while it is pending or accepted a way to write to the other side
// (docs/rules.md#conversations).
import { Calendar, Check, Clock, MapPin, MessageCircle, Target, Undo2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { THREAD_REQUEST_STATUSES } from '../../../core/rules/conversations.ts';
import type { MeetingRequest } from '../../../core/schemas/meeting-request.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { OnBehalfNote } from '../../features/meeting-requests/OnBehalfNote.tsx';
import { RequestParties, RequestStatusBadge } from '../../features/meeting-requests/RequestParties.tsx';
import { formatDate } from '../../lib/format.ts';

function Fact({ icon: Icon, children }: { icon: typeof Calendar; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

interface Props {
  request: MeetingRequest;
  /** The signed-in user's id: decides Sent/Received and who may answer. */
  userId: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** The requester takes a pending request back. */
  onCancel: () => void;
  /** Opens the conversation with the other side; none for those who cannot write in it. */
  onMessage?: () => void;
}

/**
 * Why a request was declined: the requester reads it in kind words, never a bare "rejected"; the
 * person who declined sees the reason they chose. A note is shown as written.
 */
function DeclineAnswer({ request, sent }: { request: MeetingRequest; sent: boolean }) {
  const { t } = useTranslation();
  const reason = request.decline_reason;
  const note = request.rejection_reason;
  const words =
    reason && reason !== 'other'
      ? t(sent ? `meetingRequests.declineKind.${reason}` : `meetingRequests.declineOption.${reason}`)
      : null;
  if (!words && !note) return null;
  return (
    <div
      className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-800 dark:bg-slate-800/60 dark:text-slate-200"
      data-testid="request-decline-answer"
    >
      <p className="font-medium">{sent ? t('meetingRequests.theirAnswer') : t('meetingRequests.yourAnswer')}</p>
      {words && <p>{words}</p>}
      {note && (
        <p className="whitespace-pre-line">
          {words && <span className="font-medium">{t('meetingRequests.note')}: </span>}
          {note}
        </p>
      )}
    </div>
  );
}

export function RequestCard({ request, userId, busy, onApprove, onReject, onCancel, onMessage }: Props) {
  const { t, i18n } = useTranslation();
  const sent = request.requester.id === userId;
  const canAnswer = !sent && request.target.id === userId && request.status === 'pending';
  const canCancel = sent && request.status === 'pending';
  const canMessage = !!onMessage && (THREAD_REQUEST_STATUSES as readonly string[]).includes(request.status);
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="request-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-sm break-words text-slate-600 dark:text-slate-400">{request.project.name}</h3>
        <div className="flex flex-wrap gap-2">
          <Badge tone={sent ? 'blue' : 'purple'}>
            {sent ? t('meetingRequests.tag.sent') : t('meetingRequests.tag.received')}
          </Badge>
          <RequestStatusBadge status={request.status} />
        </div>
      </div>
      <RequestParties request={request} />
      <ul className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
        <Fact icon={Calendar}>{formatDate(request.preferred_date, i18n.language)}</Fact>
        <Fact icon={Clock}>
          {request.preferred_time_start} – {request.preferred_time_end}
        </Fact>
        <Fact icon={MapPin}>{request.location || t('common.tbd')}</Fact>
      </ul>
      {request.purpose && (
        <p className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <Target className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words whitespace-pre-line">
            <span className="font-medium">{t('meetingRequests.purpose')}:</span> {request.purpose}
          </span>
        </p>
      )}
      <OnBehalfNote request={request} viewerId={userId} />
      {request.status === 'rejected' && <DeclineAnswer request={request} sent={sent} />}
      {(canAnswer || canCancel || canMessage || request.status === 'approved') && (
        <div className="mt-auto flex flex-wrap gap-2">
          {canCancel && (
            <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy} data-testid="request-cancel">
              <Undo2 className="h-4 w-4" aria-hidden />
              {t('meetingRequests.cancel')}
            </Button>
          )}
          {canAnswer && (
            <>
              <Button size="sm" onClick={onApprove} disabled={busy} data-testid="request-approve">
                <Check className="h-4 w-4" aria-hidden />
                {t('meetingRequests.approve')}
              </Button>
              <Button size="sm" variant="secondary" onClick={onReject} disabled={busy} data-testid="request-reject">
                <X className="h-4 w-4" aria-hidden />
                {t('meetingRequests.reject')}
              </Button>
            </>
          )}
          {request.status === 'approved' &&
            (request.meeting_id ? (
              <Link
                to={`/meetings/${request.meeting_id}`}
                className={buttonClass('secondary', 'sm')}
                data-testid="request-meeting-link"
              >
                <Check className="h-4 w-4 text-green-600 dark:text-green-400" aria-hidden />
                {t('meetingRequests.meetingCreated')}
              </Link>
            ) : (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-green-700 dark:text-green-300">
                <Check className="h-4 w-4" aria-hidden />
                {t('meetingRequests.meetingCreated')}
              </span>
            ))}
          {canMessage && (
            <Button size="sm" variant="secondary" onClick={onMessage} data-testid="request-message">
              <MessageCircle className="h-4 w-4" aria-hidden />
              {t('conversations.message')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
