// Which notice kind an in-app notification belongs to (docs/rules.md#e-mail-notices): the person's
// choice for that kind decides whether and when it is e-mailed.
import type { NoticeKind } from '../schemas/notice.ts';

const KIND_BY_PREFIX: [prefix: string, kind: NoticeKind][] = [
  ['notifications.request.', 'meeting_requests'],
  ['notifications.requestNudge.', 'request_nudges'],
  ['notifications.meeting.', 'meetings'],
  ['notifications.autoSchedule.', 'meetings'],
  ['notifications.transaction.', 'transactions'],
  ['notifications.assignment.', 'assignments'],
  ['notifications.message.', 'messages'],
];

/** The kind of a notification by its title key; null for notifications never e-mailed (a welcome). */
export function noticeKindOf(titleKey: string): NoticeKind | null {
  return KIND_BY_PREFIX.find(([prefix]) => titleKey.startsWith(prefix))?.[1] ?? null;
}
