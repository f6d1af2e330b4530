// What the person the organiser acted for is told (docs/rules.md#acting-on-behalf): that a request
// was sent for them, or one they received was accepted or declined for them. The other side hears
// of it as of any request (server/routes/meeting-requests/notifications.ts).
import { companyOrName } from '../../../core/rules/names.ts';
import type { MeetingRequest } from '../../../core/schemas/meeting-request.ts';
import type { NewNotification } from '../../services/notify.ts';

export type OnBehalfAct = 'sent' | 'approved' | 'declined';

const KEYS: Record<OnBehalfAct, string> = {
  sent: 'onBehalfSent',
  approved: 'onBehalfApproved',
  declined: 'onBehalfDeclined',
};

type Facts = Pick<
  MeetingRequest,
  'project' | 'requester' | 'target' | 'preferred_date' | 'preferred_time_start' | 'meeting_id'
>;

/** The notice to the requester (sent for them) or the target (answered for them). */
export function onBehalfNotice(request: Facts, act: OnBehalfAct): NewNotification {
  const forRequester = act === 'sent';
  const other = forRequester ? request.target : request.requester;
  const link =
    act === 'approved' && request.meeting_id
      ? `/meetings/${request.meeting_id}`
      : `/meeting-requests?filter=${forRequester ? 'sent' : 'received'}`;
  const key = `notifications.request.${KEYS[act]}`;
  return {
    userId: forRequester ? request.requester.id : request.target.id,
    type: act === 'declined' ? 'warning' : act === 'approved' ? 'success' : 'info',
    titleKey: `${key}.title`,
    messageKey: `${key}.message`,
    params: {
      name: companyOrName(other),
      date: request.preferred_date,
      time: request.preferred_time_start,
      project: request.project.name,
    },
    link,
  };
}
