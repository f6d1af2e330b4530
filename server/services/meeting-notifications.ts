// Tells a meeting's people what happened to it (docs/rules.md#notifications), everyone but whoever did it.
import { companyOrName } from '../../core/rules/names.ts';
import type { Meeting } from '../../core/schemas/meeting.ts';
import type { Db } from '../db/client.ts';
import type { NotificationBus } from './notification-bus.ts';
import { type NewNotification, notify } from './notify.ts';

export type MeetingEvent = 'scheduled' | 'confirmed' | 'cancelled' | 'completed' | 'moved';

const TYPE: Record<MeetingEvent, 'info' | 'success' | 'warning'> = {
  scheduled: 'info',
  confirmed: 'success',
  cancelled: 'warning',
  completed: 'success',
  moved: 'warning',
};

/**
 * The notifications telling the meeting's people (all but the actor) of `event`; `extra` adds
 * params, such as a moved meeting's former date and time.
 */
export function meetingNotices(
  meeting: Meeting,
  event: MeetingEvent,
  actorId: string,
  extra: Record<string, string> = {},
): NewNotification[] {
  const people = [meeting.buyer.id, meeting.seller.id, meeting.interpreter?.id].filter(
    (id): id is string => !!id && id !== actorId,
  );
  const params = {
    buyer: companyOrName(meeting.buyer),
    seller: companyOrName(meeting.seller),
    date: meeting.meeting_date,
    time: meeting.start_time,
    ...extra,
  };
  return people.map((userId) => ({
    userId,
    type: TYPE[event],
    titleKey: `notifications.meeting.${event}.title`,
    messageKey: `notifications.meeting.${event}.message`,
    params,
    link: `/meetings/${meeting.id}`,
  }));
}

export async function notifyMeetingPeople(
  db: Db,
  bus: NotificationBus,
  meeting: Meeting,
  event: MeetingEvent,
  actorId: string,
) {
  await notify(db, bus, meetingNotices(meeting, event, actorId));
}
