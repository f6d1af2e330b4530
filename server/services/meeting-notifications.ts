// Tells a meeting's people what happened to it (docs/rules.md#notifications), everyone but whoever did it.
import { companyOrName } from '../../core/rules/names.ts';
import type { Meeting } from '../../core/schemas/meeting.ts';
import type { Db } from '../db/client.ts';
import type { NotificationBus } from './notification-bus.ts';
import { notify } from './notify.ts';

export type MeetingEvent = 'scheduled' | 'confirmed' | 'cancelled' | 'completed';

const TYPE: Record<MeetingEvent, 'info' | 'success' | 'warning'> = {
  scheduled: 'info',
  confirmed: 'success',
  cancelled: 'warning',
  completed: 'success',
};

export async function notifyMeetingPeople(
  db: Db,
  bus: NotificationBus,
  meeting: Meeting,
  event: MeetingEvent,
  actorId: string,
) {
  const people = [meeting.buyer.id, meeting.seller.id, meeting.interpreter?.id].filter(
    (id): id is string => !!id && id !== actorId,
  );
  const params = {
    buyer: companyOrName(meeting.buyer),
    seller: companyOrName(meeting.seller),
    date: meeting.meeting_date,
    time: meeting.start_time,
  };
  await notify(
    db,
    bus,
    people.map((userId) => ({
      userId,
      type: TYPE[event],
      titleKey: `notifications.meeting.${event}.title`,
      messageKey: `notifications.meeting.${event}.message`,
      params,
      link: `/meetings/${meeting.id}`,
    })),
  );
}
