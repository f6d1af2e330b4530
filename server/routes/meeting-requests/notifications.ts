// Tells the people of a meeting request what happened to it (docs/rules.md#notifications): the target when it
// arrives or its requester cancels it, the requester when it is approved (with the meeting) or declined (in
// kind words for its reason, docs/rules.md#meeting-requests).
import { companyOrName } from '../../../core/rules/names.ts';
import type { MeetingRequest } from '../../../core/schemas/meeting-request.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationBus } from '../../services/notification-bus.ts';
import { type NewNotification, notify } from '../../services/notify.ts';

export type RequestEvent = 'received' | 'approved' | 'rejected' | 'cancelled';

/** What a request's event tells whom; only what the request says before it is stored is needed. */
type RequestFacts = Pick<
  MeetingRequest,
  'project' | 'requester' | 'target' | 'preferred_date' | 'preferred_time_start' | 'rejection_reason' | 'meeting_id'
> &
  Partial<Pick<MeetingRequest, 'decline_reason'>>;

export function requestNotice(request: RequestFacts, event: RequestEvent): NewNotification {
  const base = {
    date: request.preferred_date,
    time: request.preferred_time_start,
    project: request.project.name,
  };
  const item =
    event === 'received' || event === 'cancelled'
      ? {
          userId: request.target.id,
          type: 'info' as const,
          params: { ...base, name: companyOrName(request.requester) },
          link: '/meeting-requests',
        }
      : {
          userId: request.requester.id,
          type: event === 'approved' ? ('success' as const) : ('warning' as const),
          params: { ...base, name: companyOrName(request.target), reason: request.rejection_reason ?? '' },
          link: event === 'approved' && request.meeting_id ? `/meetings/${request.meeting_id}` : '/meeting-requests',
        };
  // A declined request is told in the words of its reason, never as a bare "rejected".
  const message = event === 'rejected' && request.decline_reason ? request.decline_reason : 'message';
  return {
    ...item,
    titleKey: `notifications.request.${event}.title`,
    messageKey: `notifications.request.${event}.${message}`,
  };
}

export async function notifyRequest(db: Db, bus: NotificationBus, request: MeetingRequest, event: RequestEvent) {
  await notify(db, bus, [requestNotice(request, event)]);
}
