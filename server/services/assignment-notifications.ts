// Tells a volunteer about a task given to them or moved (docs/rules.md#notifications).
import type { Assignment } from '../../core/schemas/assignment.ts';
import type { Db } from '../db/client.ts';
import type { NotificationBus } from './notification-bus.ts';
import { notify } from './notify.ts';

export type AssignmentEvent = 'assigned' | 'rescheduled';

const span = (a: Assignment) => (a.start_time ? [a.start_time, a.end_time].filter(Boolean).join('-') : '');

/** Notifies the assignment's volunteer of `event`, with the task, its date and its time. */
export async function notifyVolunteer(db: Db, bus: NotificationBus, a: Assignment, event: AssignmentEvent) {
  await notify(db, bus, [
    {
      userId: a.volunteer.id,
      type: 'info',
      titleKey: `notifications.assignment.${event}.title`,
      messageKey: `notifications.assignment.${event}.message`,
      // One 'when' text, so a task without a time reads as well as one with it.
      params: { task: a.task_type, when: [a.assigned_date, span(a)].filter(Boolean).join(' ') },
      link: '/assignments',
    },
  ]);
}
