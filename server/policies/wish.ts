// Who may see and change meeting wishes: a buyer or seller their own, in projects they
// take part in; admins everyone's. Wishes go from one side to the other (buyer -> seller or back),
// and only while the project's schedule is still open (draft or active).
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PROJECT_STATUSES } from '../../core/constants.ts';
import { WISH_PROJECT_STATUSES } from '../../core/schemas/wish.ts';
import { meetingWishes } from '../db/schema.ts';
import type { CurrentUser } from '../types.ts';

export type Side = 'buyer' | 'seller';
type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Admins, buyers and sellers use wishes; interpreters and volunteers do not. */
export function mayUseWishes(user: CurrentUser): boolean {
  return user.role === 'admin' || user.role === 'buyer' || user.role === 'seller';
}

/** An admin acts for anyone; a buyer or seller only for themselves. */
export function mayActForWisher(user: CurrentUser, wisherId: string): boolean {
  if (user.role === 'admin') return true;
  return (user.role === 'buyer' || user.role === 'seller') && user.id === wisherId;
}

/** SQL condition on `meeting_wishes` limiting rows to those `user` may see; undefined means all. */
export function visibleWishes(user: CurrentUser): SQL | undefined {
  if (user.role === 'admin') return undefined;
  if (user.role === 'buyer' || user.role === 'seller') return eq(meetingWishes.userId, user.id);
  return sql`false`;
}

/** The side a wisher of `role` wishes to meet. */
export function counterpartRole(role: Side): Side {
  return role === 'buyer' ? 'seller' : 'buyer';
}

/** True while the project's wishes may change: draft or active, not completed or cancelled. */
export function wishesOpen(status: ProjectStatus): boolean {
  return (WISH_PROJECT_STATUSES as readonly string[]).includes(status);
}
