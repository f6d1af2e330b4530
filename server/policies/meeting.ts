// Who may see and act on meetings (SPEC.md section 6, PRODUCT.md 5). Pure functions over the
// user and the meeting's people; the SQL filter mirrors `partIn`.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  INTERPRETER_VISIBLE_STATUSES,
  type MeetingAction,
  type MeetingPart,
  mayAct,
} from '../../core/rules/meetings.ts';
import { meetings } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

interface MeetingPeople {
  buyer_id: string;
  seller_id: string;
  interpreter_id: string | null;
}

/** The part `user` plays in a meeting: admin, its buyer, seller or interpreter, or none. */
export function partIn(user: CurrentUser, m: MeetingPeople): MeetingPart {
  if (user.role === 'admin') return 'admin';
  if (user.id === m.buyer_id) return 'buyer';
  if (user.id === m.seller_id) return 'seller';
  if (user.id === m.interpreter_id) return 'interpreter';
  return null;
}

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
  return mayAct(partIn(user, m), action);
}

/** Check-in is for the meeting's own people, not for admins (PRODUCT.md 12). */
export function mayCheckIn(user: CurrentUser, m: MeetingPeople): boolean {
  const part = partIn(user, m);
  return part !== null && part !== 'admin';
}
