// Who may see and act on meetings (docs/rules.md#visibility, #meeting-statuses). Pure functions over the
// user and the meeting's people; the SQL filter mirrors `meetingPart`.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  INTERPRETER_VISIBLE_STATUSES,
  type MeetingAction,
  type MeetingPeople,
  mayAct,
  meetingPart,
} from '../../core/rules/meetings.ts';
import { mayMarkAbsence } from '../../core/rules/no-show.ts';
import { meetings } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

/** SQL condition on `meetings` limiting rows to those `user` may see; undefined means all. */
export function visibleMeetings(user: CurrentUser): SQL | undefined {
  switch (user.role) {
    case 'admin':
      return undefined;
    case 'buyer':
      return eq(meetings.buyerId, user.id);
    case 'seller':
      return eq(meetings.sellerId, user.id);
    case 'interpreter':
      return and(eq(meetings.interpreterId, user.id), inArray(meetings.status, [...INTERPRETER_VISIBLE_STATUSES]));
    default:
      return sql`false`;
  }
}

/** May `user` take `action` on this meeting (its status aside)? */
export function mayActOn(user: CurrentUser, m: MeetingPeople, action: MeetingAction): boolean {
  return mayAct(meetingPart(user, m), action);
}

/** Check-in is for the meeting's own people, not for admins (docs/rules.md#check-in). */
export function mayCheckIn(user: CurrentUser, m: MeetingPeople): boolean {
  const part = meetingPart(user, m);
  return part !== null && part !== 'admin';
}

/** Moving a meeting re-plans the day: for organisers only, not its people (docs/rules.md#moving-a-meeting). */
export function mayMove(user: CurrentUser, m: MeetingPeople): boolean {
  return meetingPart(user, m) === 'admin';
}

/** Marking who did not come: organisers and the meeting's interpreter (docs/rules.md#feedback-and-no-shows). */
export function mayMarkAbsenceOf(user: CurrentUser, m: MeetingPeople): boolean {
  return mayMarkAbsence(meetingPart(user, m));
}
