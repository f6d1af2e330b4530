// Tells the people of a meeting request what happened to it (docs/rules.md#notifications): the target when it
// arrives, the requester when it is approved (with the meeting) or rejected (with the reason).
import { companyOrName } from '../../../core/rules/names.ts';
import type { MeetingRequest } from '../../../core/schemas/meeting-request.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationBus } from '../../services/notification-bus.ts';
import { type NewNotification, notify } from '../../services/notify.ts';

export type RequestEvent = 'received' | 'approved' | 'rejected';

/** What a request's event tells whom; only what the request says before it is stored is needed. */
type RequestFacts = Pick<
  MeetingRequest,
  'project' | 'requester' | 'target' | 'preferred_date' | 'preferred_time_start' | 'rejection_reason' | 'meeting_id'
>;

export function requestNotice(request: RequestFacts, event: RequestEvent): NewNotification {
  const base = {
    date: request.preferred_date,
    time: request.preferred_time_start,
    project: request.project.name,
  };
  const item =
    event === 'received'
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
  return {
    ...item,
    titleKey: `notifications.request.${event}.title`,
    messageKey: `notifications.request.${event}.message`,
  };
}

export async function notifyRequest(db: Db, bus: NotificationBus, request: MeetingRequest, event: RequestEvent) {
  await notify(db, bus, [requestNotice(request, event)]);
}
