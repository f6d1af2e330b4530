// Who may see, make and answer meeting requests (docs/rules.md#meeting-requests): a user sees the requests
// where they are requester or target; only buyers and sellers ask, each the opposite role;
// only the requester cancels; only the target answers.
import { eq, or, type SQL } from 'drizzle-orm';
import type { Role } from '../../core/roles.ts';
import { meetingRequests } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

/** SQL condition on `meeting_requests` limiting rows to those `user` may see. */
export function visibleRequests(user: CurrentUser): SQL {
  return or(eq(meetingRequests.requesterId, user.id), eq(meetingRequests.targetId, user.id)) as SQL;
}

/** Only buyers and sellers request meetings. */
export function mayRequest(user: Pick<CurrentUser, 'role'>): boolean {
  return user.role === 'buyer' || user.role === 'seller';
}

/** The role a user may ask for a meeting: buyer to seller and back; none for other roles. */
export function counterpartRole(role: Role): 'buyer' | 'seller' | null {
  if (role === 'buyer') return 'seller';
  if (role === 'seller') return 'buyer';
  return null;
}

/** Only the requester cancels their own request. */
export function mayCancel(user: Pick<CurrentUser, 'id'>, request: { requester_id: string }): boolean {
  return user.id === request.requester_id;
}

/** Only the target answers a request (approve or reject). */
export function mayAnswer(user: Pick<CurrentUser, 'id'>, request: { target_id: string }): boolean {
  return user.id === request.target_id;
}

/** Only the organiser (an admin) sends or answers requests for a participant (docs/rules.md#acting-on-behalf). */
export function mayActOnBehalf(user: Pick<CurrentUser, 'role'>): boolean {
  return user.role === 'admin';
}
