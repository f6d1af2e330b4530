// Tells the people of a meeting request what happened to it (PRODUCT.md 9): the target when it
// arrives, the requester when it is approved (with the meeting) or rejected (with the reason).
import type { MeetingRequest } from '../../../core/schemas/meeting-request';
import type { Db } from '../../db/client';
import type { NotificationBus } from '../../services/notification-bus';
import { notify } from '../../services/notify';

export type RequestEvent = 'received' | 'approved' | 'rejected';

const nameOf = (p: MeetingRequest['requester']) => p.company_name || p.full_name;

export async function notifyRequest(db: Db, bus: NotificationBus, request: MeetingRequest, event: RequestEvent) {
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
          params: { ...base, name: nameOf(request.requester) },
          link: '/meeting-requests',
        }
      : {
          userId: request.requester.id,
          type: event === 'approved' ? ('success' as const) : ('warning' as const),
          params: { ...base, name: nameOf(request.target), reason: request.rejection_reason ?? '' },
          link: event === 'approved' && request.meeting_id ? `/meetings/${request.meeting_id}` : '/meeting-requests',
        };
  await notify(db, bus, [
    {
      ...item,
      titleKey: `notifications.request.${event}.title`,
      messageKey: `notifications.request.${event}.message`,
    },
  ]);
}
