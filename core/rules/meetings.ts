// Meeting statuses and the actions that move them (docs/rules.md#meeting-statuses).
import type { MEETING_STATUSES } from '../constants.ts';
import type { Transitions } from './transitions.ts';

export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/**
 * Each meeting status by name: code that names one status, SQL included, names it here, so a
 * status renamed in core/constants.ts cannot leave a stale string behind.
 */
export const MEETING_STATUS = {
  scheduled: 'scheduled',
  confirmed: 'confirmed',
  completed: 'completed',
  noShow: 'no_show',
  cancelled: 'cancelled',
} as const satisfies Record<string, MeetingStatus>;

/** Meeting statuses that count as upcoming / active. */
export const UPCOMING_MEETING_STATUSES = ['scheduled', 'confirmed'] as const;

/**
 * Statuses an interpreter sees (docs/rules.md#visibility): from confirmation on. A no-show stays in
 * view, since its interpreter may mark who did not come and change or clear that mark.
 */
export const INTERPRETER_VISIBLE_STATUSES = ['confirmed', 'completed', 'no_show'] as const;

/** Confirm, Cancel and Complete: the status each moves a meeting from and to. */
export const MEETING_ACTIONS = {
  confirm: { from: 'scheduled', to: 'confirmed' },
  cancel: { from: 'scheduled', to: 'cancelled' },
  complete: { from: 'confirmed', to: 'completed' },
} as const satisfies Transitions<string, MeetingStatus>;

export type MeetingAction = keyof typeof MEETING_ACTIONS;

/** The part a user plays in a meeting, if any. */
export type MeetingPart = 'admin' | 'buyer' | 'seller' | 'interpreter' | null;

/** A meeting's people by id: all that deciding a user's part needs. */
export interface MeetingPeople {
  buyer_id: string;
  seller_id: string;
  interpreter_id: string | null;
}

/** The people of a meeting as the API shows it (buyer, seller and interpreter objects), by id. */
export function peopleOf(m: {
  buyer: { id: string };
  seller: { id: string };
  interpreter: { id: string } | null;
}): MeetingPeople {
  return { buyer_id: m.buyer.id, seller_id: m.seller.id, interpreter_id: m.interpreter?.id ?? null };
}

/** The part `user` plays in a meeting: admins act on every meeting, everyone else only on their own. */
export function meetingPart(user: { id: string; role: string } | null, m: MeetingPeople): MeetingPart {
  if (!user) return null;
  if (user.role === 'admin') return 'admin';
  if (user.id === m.buyer_id) return 'buyer';
  if (user.id === m.seller_id) return 'seller';
  if (user.id === m.interpreter_id) return 'interpreter';
  return null;
}

/** Who may take each action: confirm and cancel by admin, buyer or seller; complete also by the interpreter. */
export function mayAct(part: MeetingPart, action: MeetingAction): boolean {
  if (part === null) return false;
  if (action === 'complete') return true;
  return part !== 'interpreter';
}
